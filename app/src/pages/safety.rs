//! Block and Report, for the partner of one call: in the call view (during the call), on the
//! call-ended screen and on the review page. Both act on the call (`session`), never on a
//! learner id the browser could choose: the server lets only the call's other learner do it.
//!
//! Block is one tap and a confirmation; Report asks why, takes an optional note and, only if
//! ticked, attaches the reporter's own transcript of that call. Reporting also blocks. The
//! blocked learner is never told: their screens do not change.

use leptos::prelude::*;
use leptos::task::spawn_local;
use uuid::Uuid;

use super::fetched;
use crate::api::{block_partner, my_blocks, report_partner, unblock};
use crate::domain::ReportReason;
use crate::error::AppError;
use crate::wire::ReportForm;

/// What the panel is showing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Buttons,
    ConfirmBlock,
    Reporting,
    Blocked,
    Reported,
}

/// Block and Report for `partner` of call `session`. `on_done` runs after a block or a report
/// went through (the call view hangs up then).
#[component]
pub fn SafetyActions(
    session: Uuid,
    partner: String,
    #[prop(optional)] on_done: Option<Callback<()>>,
) -> impl IntoView {
    let step = RwSignal::new(Step::Buttons);
    let busy = RwSignal::new(false);
    let error = RwSignal::new(None::<AppError>);
    let reason = RwSignal::new(String::new());
    let note = RwSignal::new(String::new());
    let attach = RwSignal::new(false);
    let done = move |next: Step| {
        step.try_set(next);
        if let Some(f) = on_done {
            f.run(());
        }
    };
    let block = move |_| {
        busy.set(true);
        error.set(None);
        spawn_local(async move {
            match block_partner(session).await {
                Ok(()) => done(Step::Blocked),
                Err(e) => {
                    error.try_set(Some(e));
                }
            }
            busy.try_set(false);
        });
    };
    let send_report = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if reason.get_untracked().is_empty() {
            error.set(Some(AppError::Invalid {
                field: "reason".into(),
                message: "Please choose what happened.".into(),
            }));
            return;
        }
        busy.set(true);
        error.set(None);
        let form = ReportForm {
            reason: reason.get_untracked(),
            note: note.get_untracked(),
            attach_transcript: attach.get_untracked().then(|| "on".to_owned()),
        };
        spawn_local(async move {
            match report_partner(session, form).await {
                Ok(()) => done(Step::Reported),
                Err(e) => {
                    error.try_set(Some(e));
                }
            }
            busy.try_set(false);
        });
    };
    let name = StoredValue::new(partner);
    let name = move || name.get_value();

    view! {
        <section class="safety" aria-label="Safety" data-testid="safety">
            {move || match step.get() {
                Step::Buttons => view! {
                    <div class="actions">
                        <button class="button secondary" data-testid="block"
                            on:click=move |_| { error.set(None); step.set(Step::ConfirmBlock) }>
                            {format!("Block {}", name())}
                        </button>
                        <button class="button secondary" data-testid="report"
                            on:click=move |_| { error.set(None); step.set(Step::Reporting) }>
                            "Report"
                        </button>
                    </div>
                }.into_any(),
                Step::ConfirmBlock => view! {
                    <div class="confirm" role="group" aria-labelledby="block-question">
                        <p id="block-question">
                            <strong>{format!("Block {}?", name())}</strong>
                            " You will not be matched with them again. They are not told."
                        </p>
                        <div class="actions">
                            <button class="button danger" data-testid="confirm-block" on:click=block disabled=move || busy.get()>
                                {move || if busy.get() { "Blocking…" } else { "Block" }}
                            </button>
                            <button class="button secondary" on:click=move |_| step.set(Step::Buttons)>"Cancel"</button>
                        </div>
                    </div>
                }.into_any(),
                Step::Reporting => view! {
                    <form class="report-form" on:submit=send_report data-testid="report-form">
                        <fieldset>
                            <legend>{format!("Report {}", name())}</legend>
                            <p class="hint">"Reporting also blocks them. They are not told who reported them."</p>
                            <label for="report-reason">"What happened?"</label>
                            <select id="report-reason" required on:change=move |ev| reason.set(event_target_value(&ev))>
                                <option value="" selected=true disabled=true>"Choose a reason"</option>
                                {ReportReason::ALL.iter().map(|r| view! {
                                    <option value=r.as_str()>{r.label()}</option>
                                }).collect_view()}
                            </select>
                            <label for="report-note">"Anything else we should know? (optional)"</label>
                            <textarea id="report-note" rows="3" maxlength="1000"
                                on:input=move |ev| note.set(event_target_value(&ev))></textarea>
                            <label class="check">
                                <input type="checkbox" id="report-attach"
                                    on:change=move |ev| attach.set(event_target_checked(&ev))/>
                                "Attach my transcript of this call (only this call's lines)"
                            </label>
                        </fieldset>
                        <div class="actions">
                            <button type="submit" class="button danger" data-testid="send-report" disabled=move || busy.get()>
                                {move || if busy.get() { "Sending…" } else { "Send report" }}
                            </button>
                            <button type="button" class="button secondary" on:click=move |_| step.set(Step::Buttons)>"Cancel"</button>
                        </div>
                    </form>
                }.into_any(),
                Step::Blocked => view! {
                    <p role="status" data-testid="safety-done">
                        {format!("You blocked {}. You will not be matched with them again.", name())}
                    </p>
                }.into_any(),
                Step::Reported => view! {
                    <p role="status" data-testid="safety-done">
                        {format!("Thank you. Your report was sent, and {} is blocked.", name())}
                    </p>
                }.into_any(),
            }}
            <p class="form-error" role="alert">{move || error.get().map(|e| e.to_string())}</p>
        </section>
    }
}

/// The learner's own blocks, each with "Unblock"; nothing when there are none. Fetched once
/// the page is live ([`fetched`]), and again after an unblock.
#[component]
pub fn BlockedList() -> impl IntoView {
    let reload = RwSignal::new(0u32);
    let error = RwSignal::new(None::<AppError>);
    let list = fetched(move || {
        reload.track();
        my_blocks()
    });
    move || {
        let items = list.get().filter(|l| !l.is_empty())?;
        Some(view! {
            <h3 id="blocked-heading">"Blocked learners"</h3>
            <p class="hint">"You are never matched with them. They are not told."</p>
            <ul class="blocked-list" aria-labelledby="blocked-heading" data-testid="blocked-list">
                {items.into_iter().map(|b| {
                    let who = b.learner;
                    view! {
                        <li>
                            <span>{b.name.clone()}</span>
                            <button class="button secondary small" aria-label=format!("Unblock {}", b.name)
                                on:click=move |_| spawn_local(async move {
                                    match unblock(who).await {
                                        Ok(()) => reload.update(|n| *n += 1),
                                        Err(e) => error.set(Some(e)),
                                    }
                                })>
                                "Unblock"
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ul>
            <p class="form-error" role="alert">{move || error.get().map(|e| e.to_string())}</p>
        })
    }
}

/// Said plainly when other learners' reports paused the learner's human calls. Never who
/// reported, or why.
#[component]
pub fn StandingNotice() -> impl IntoView {
    view! {
        <p class="notice" role="status" data-testid="standing">
            "Other learners reported recent calls with you, and we are looking into it. "
            "Until then, your searches go to an AI practice partner."
        </p>
    }
}

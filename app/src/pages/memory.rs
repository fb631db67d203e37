//! "What your AI partner remembers", on the profile: the setting that lets the AI partner keep
//! a few facts the learner tells it, the facts in plain words, each with Delete, and "Forget
//! everything". Every change answers with the list as it now stands on the server, which is
//! what the section then shows. Fetched once the page is live ([`fetched`]), like the other
//! lists of the profile.

use std::future::Future;
use std::pin::Pin;

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::fetched;
use crate::api::{forget_everything, forget_fact, my_partner_memory, set_partner_memory};
use crate::error::AppError;
use crate::wire::PartnerMemory;

/// The empty list, with the setting on and off.
const EMPTY_ON: &str = "Nothing yet. After your next call with an AI practice partner, what \
    you tell it about yourself appears here.";
const EMPTY_OFF: &str = "Nothing yet. Your AI practice partner forgets everything when a call \
    ends. Tick the box above to let it remember a few things you tell it, so your next call \
    can pick up from them.";

/// A change on its way to the server.
type Answer = Pin<Box<dyn Future<Output = Result<PartnerMemory, AppError>>>>;

#[component]
pub fn MemorySection() -> impl IntoView {
    let memory = fetched(my_partner_memory);
    let error = RwSignal::new(None::<AppError>);
    let busy = RwSignal::new(false);
    let confirming = RwSignal::new(false);
    // Runs one change and shows the list it answers. A fact that is already gone (deleted in
    // another tab) is not an error: the list is read again.
    let change = move |answer: Answer| {
        busy.set(true);
        error.set(None);
        spawn_local(async move {
            let answer = match answer.await {
                Err(AppError::NotFound) => my_partner_memory().await,
                other => other,
            };
            match answer {
                Ok(m) => {
                    memory.try_set(Some(m));
                    confirming.try_set(false);
                }
                Err(e) => {
                    error.try_set(Some(e));
                    // The checkbox shows the setting as it is again, not the click that failed.
                    memory.try_update(|_| {});
                }
            }
            busy.try_set(false);
        });
    };
    let on = move || memory.with(|m| m.as_ref().is_some_and(|m| m.on));

    view! {
        <section class="memory" aria-labelledby="memory-heading" data-testid="partner-memory">
            <h3 id="memory-heading">"What your AI partner remembers"</h3>
            <label class="check">
                <input type="checkbox" id="memory-on" data-testid="memory-on"
                    aria-describedby="memory-about"
                    prop:checked=on
                    disabled=move || busy.get() || memory.with(Option::is_none)
                    on:change=move |ev| change(Box::pin(set_partner_memory(event_target_checked(&ev))))/>
                "Let my AI partner remember what I tell it"
            </label>
            <p class="hint" id="memory-about">
                "When this is on, Parley keeps a few things you tell an AI practice partner about "
                "yourself (your name, where you live, your job, hobbies, family and plans), so your "
                "next AI call can pick up from them instead of asking again. Only you see this list, "
                "and only your AI partner uses it. Turning this off forgets everything in it."
            </p>
            {move || memory.get().map(|m| {
                if m.facts.is_empty() {
                    let text = if m.on { EMPTY_ON } else { EMPTY_OFF };
                    return view! { <p class="hint" data-testid="memory-empty">{text}</p> }.into_any();
                }
                view! {
                    <ul class="memory-list" aria-labelledby="memory-heading" data-testid="memory-list">
                        {m.facts.into_iter().map(|f| {
                            let (id, line) = (f.id, f.line());
                            view! {
                                <li>
                                    <span>{line.clone()}</span>
                                    <button class="button secondary small" aria-label=format!("Delete “{line}”")
                                        disabled=move || busy.get()
                                        on:click=move |_| change(Box::pin(forget_fact(id)))>
                                        "Delete"
                                    </button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                    {move || if confirming.get() {
                        view! {
                            <div class="confirm" role="group" aria-labelledby="forget-question">
                                <p id="forget-question">
                                    <strong>"Forget everything?"</strong>
                                    " Your AI partner will not remember any of this in your next call."
                                </p>
                                <div class="actions">
                                    <button class="button danger" data-testid="confirm-forget"
                                        disabled=move || busy.get()
                                        on:click=move |_| change(Box::pin(forget_everything()))>
                                        {move || if busy.get() { "Forgetting…" } else { "Forget everything" }}
                                    </button>
                                    <button class="button secondary" on:click=move |_| confirming.set(false)>"Cancel"</button>
                                </div>
                            </div>
                        }.into_any()
                    } else {
                        view! {
                            <button class="button secondary" data-testid="forget-everything"
                                on:click=move |_| { error.set(None); confirming.set(true) }>
                                "Forget everything"
                            </button>
                        }.into_any()
                    }}
                }.into_any()
            })}
            <p class="form-error" role="alert">{move || error.get().map(|e| e.to_string())}</p>
        </section>
    }
}

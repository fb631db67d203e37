//! Finding a partner: the start screen, the search in progress, and the hand-over to the call.
//!
//! The server is the only truth: the browser keeps a phase for what it shows and re-learns
//! the ticket from the server on every load (`current`), so a reload, a second tab or a
//! dropped connection resumes the same search. While searching, a long-poll is re-issued as
//! soon as it answers; on errors it backs off and says "reconnecting…" instead of failing.
//! The pool's busy hours are loaded once with the panel (they describe four weeks), so
//! switching screens never waits for them.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use uuid::Uuid;

use super::busy_hours::BusyHoursChart;
use super::call::{CallEnded, CallView};
use super::clock::{mm_ss, now_ms, sleep, tick_every};
use super::home::ProfileSummary;
use super::safety::StandingNotice;
use super::FocusHeading;
use crate::api::{cancel, current, get_busy_hours, join, my_standing, poll};
use crate::domain::{Language, Profile, TicketState, WantGender, WantLevel};
use crate::error::AppError;
use crate::history::estimate_sentence;
use crate::wire::{BusyHours, LanguageSupport, SearchPrefs, TicketStatus};

/// What the practice panel shows.
#[derive(Debug, Clone, PartialEq)]
pub enum Phase {
    Start,
    Searching(Uuid),
    InCall(Uuid),
    Ended {
        ticket: Uuid,
        session: Uuid,
        reason: String,
        /// The partner's name when they are a learner (who may be called again, blocked or
        /// reported); `None` for an AI partner.
        human: Option<String>,
    },
}

pub(super) fn phase_of(s: &TicketStatus) -> Phase {
    match s.state {
        TicketState::Searching => Phase::Searching(s.ticket_id),
        TicketState::Matched | TicketState::AiFallback if !s.call_ended => {
            Phase::InCall(s.ticket_id)
        }
        _ => Phase::Start,
    }
}

#[component]
pub fn Practice(
    profile: Profile,
    /// What a review of a call in the learner's language holds here.
    support: LanguageSupport,
    editing: RwSignal<bool>,
) -> impl IntoView {
    let resumed = Resource::new(|| (), |_| current());
    let busy = Resource::new(|| (), |_| get_busy_hours());
    let standing = Resource::new(|| (), |_| my_standing());
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">"Checking for a search in progress…"</p> }>
            {move || {
                let profile = profile.clone();
                Suspend::new(async move {
                    let (phase, status) = match resumed.await {
                        Ok(Some(s)) => (phase_of(&s), Some(s)),
                        _ => (Phase::Start, None),
                    };
                    // Without them the panel works as before, only without the chart.
                    let busy = busy.await.ok();
                    let paused = standing.await.is_ok_and(|s| s.human_calls_paused);
                    view! { <PracticeFlow profile support initial=phase status editing busy paused/> }
                })
            }}
        </Suspense>
    }
}

#[component]
fn PracticeFlow(
    profile: Profile,
    support: LanguageSupport,
    initial: Phase,
    status: Option<TicketStatus>,
    editing: RwSignal<bool>,
    busy: Option<BusyHours>,
    /// Reports paused the learner's human calls: the start screen says so.
    paused: bool,
) -> impl IntoView {
    let phase = RwSignal::new(initial);
    // A line for the start screen about how the last search ended (a "Call again" nobody
    // answered, say); cleared by the next search.
    let notice = RwSignal::new(None::<String>);
    let search = RwSignal::new(status.filter(|s| s.state == TicketState::Searching));
    // Announced politely to screen readers: state changes only, never the ticking timer.
    let announce = RwSignal::new(String::new());
    Effect::new(move |_| {
        announce.set(match phase.get() {
            Phase::Start => String::new(),
            Phase::Searching(_) => "Searching for a practice partner.".into(),
            Phase::InCall(_) => "Your call has started.".into(),
            Phase::Ended { reason, .. } => format!("Call ended. {reason}"),
        });
    });
    let language = profile.language;
    view! {
        <p class="visually-hidden" aria-live="polite" data-testid="announcer">{move || announce.get()}</p>
        {move || match phase.get() {
            // The profile card shows only between calls: edits apply to the next search.
            Phase::Start => view! {
                <StartScreen profile=profile.clone() support phase search notice paused/>
                <ProfileSummary profile=profile.clone() editing busy=busy.clone()/>
            }
                .into_any(),
            Phase::Searching(ticket) => {
                view! { <SearchingScreen ticket phase search notice language busy=busy.clone()/> }.into_any()
            }
            Phase::InCall(ticket) => view! { <CallView ticket phase search/> }.into_any(),
            Phase::Ended { ticket, session, reason, human } => {
                view! { <CallEnded ticket session reason human phase search notice/> }.into_any()
            }
        }}
    }
}

/// Starts a search and moves to the right phase; shared by the start and "call ended" screens.
pub fn start_search(
    prefs: SearchPrefs,
    phase: RwSignal<Phase>,
    search: RwSignal<Option<TicketStatus>>,
    error: RwSignal<Option<AppError>>,
    busy: RwSignal<bool>,
) {
    enter(join(prefs), phase, search, error, busy);
}

/// Moves to the phase of the search `answer` starts (a `join`, a "Call again"), `busy` while
/// it is on its way; an error is shown in `error`.
pub fn enter(
    answer: impl std::future::Future<Output = Result<TicketStatus, AppError>> + 'static,
    phase: RwSignal<Phase>,
    search: RwSignal<Option<TicketStatus>>,
    error: RwSignal<Option<AppError>>,
    busy: RwSignal<bool>,
) {
    busy.set(true);
    error.set(None);
    spawn_local(async move {
        match answer.await {
            Ok(s) => {
                search.set(Some(s.clone()));
                phase.set(phase_of(&s));
            }
            Err(e) => {
                error.try_set(Some(e));
            }
        }
        busy.try_set(false);
    });
}

#[component]
fn StartScreen(
    profile: Profile,
    support: LanguageSupport,
    phase: RwSignal<Phase>,
    search: RwSignal<Option<TicketStatus>>,
    notice: RwSignal<Option<String>>,
    paused: bool,
) -> impl IntoView {
    let want_gender = RwSignal::new(profile.want_gender.as_str().to_owned());
    let want_level = RwSignal::new(profile.want_level.as_str().to_owned());
    let widen = RwSignal::new(false);
    let error = RwSignal::new(None::<AppError>);
    let busy = RwSignal::new(false);
    let find = move |_| {
        let prefs = SearchPrefs {
            want_gender: want_gender.get_untracked(),
            want_level: want_level.get_untracked(),
            widen: widen.get_untracked().then(|| "on".to_owned()),
        };
        notice.set(None);
        start_search(prefs, phase, search, error, busy);
    };
    view! {
        <section class="card" aria-labelledby="find-heading">
            <FocusHeading id="find-heading" text="Find a practice partner"/>
            {paused.then(|| view! { <StandingNotice/> })}
            {move || notice.get().map(|n| view! { <p class="notice" role="status" data-testid="notice">{n}</p> })}
            <p class="lead">
                "Practise " <strong>{profile.language.label()}</strong> " at "
                <strong>{profile.level.as_str()}</strong> " with another learner, live."
            </p>
            <p class="hint" data-testid="review-holds">{support.review_holds()}</p>
            <div class="prefs">
                <label for="search-gender">"Partner gender"</label>
                <select id="search-gender" on:change=move |ev| want_gender.set(event_target_value(&ev))>
                    {WantGender::ALL.iter().map(|g| view! {
                        <option value=g.as_str() selected=g.as_str() == want_gender.get_untracked()>{g.label()}</option>
                    }).collect_view()}
                </select>
                <label for="search-level">"Partner level"</label>
                <select id="search-level" on:change=move |ev| want_level.set(event_target_value(&ev))>
                    {WantLevel::ALL.iter().map(|l| view! {
                        <option value=l.as_str() selected=l.as_str() == want_level.get_untracked()>{l.label()}</option>
                    }).collect_view()}
                </select>
                <label class="check">
                    <input type="checkbox" id="search-widen"
                        prop:checked=move || widen.get()
                        on:change=move |ev| widen.set(event_target_checked(&ev))/>
                    "If it takes a while, widen my search to any level"
                </label>
            </div>
            <p class="form-error" role="alert">{move || error.get().map(|e| e.to_string())}</p>
            <button class="button primary big" on:click=find disabled=move || busy.get()>
                {move || if busy.get() { "Starting…" } else { "Find a practice partner" }}
            </button>
        </section>
    }
}

#[component]
fn SearchingScreen(
    ticket: Uuid,
    phase: RwSignal<Phase>,
    search: RwSignal<Option<TicketStatus>>,
    notice: RwSignal<Option<String>>,
    language: Language,
    busy: Option<BusyHours>,
) -> impl IntoView {
    // A "Call again" search stays one for its whole life.
    let call_again = search.with_untracked(|s| s.as_ref().is_some_and(|s| s.call_again));
    let reconnecting = RwSignal::new(false);
    let cancelling = RwSignal::new(false);
    let cancel_error = RwSignal::new(None::<AppError>);
    // `received` pairs the server's `waited_ms` with the local time it arrived, so the timer
    // runs smoothly between answers.
    let received = RwSignal::new(now_ms());
    let tick = RwSignal::new(0u64);
    // Disposed with this screen; the poll loop stops once it is gone.
    let alive = StoredValue::new(());

    Effect::new(move |_| {
        tick_every(tick, Duration::from_millis(250));
        // The long-poll loop: one request in flight, re-issued as soon as it answers.
        spawn_local(async move {
            let mut backoff = Duration::from_millis(500);
            let mut failing = false;
            while alive.try_get_value().is_some()
                && phase.get_untracked() == Phase::Searching(ticket)
            {
                // After a failure, ask without waiting, so recovery shows at once.
                let wait = if failing { 0 } else { 10_000 };
                let answer = poll(ticket, wait).await;
                failing = answer.is_err();
                match answer {
                    Ok(s) => {
                        if alive.try_get_value().is_none() {
                            break;
                        }
                        reconnecting.try_set(false);
                        backoff = Duration::from_millis(500);
                        received.try_set(now_ms());
                        let next = phase_of(&s);
                        if s.call_again && s.state == TicketState::Expired {
                            notice.set(Some(
                                "Your partner did not tap Call again in time. You can find another partner now."
                                    .into(),
                            ));
                        }
                        search.set(Some(s));
                        if next != Phase::Searching(ticket) {
                            phase.set(next);
                        }
                    }
                    Err(AppError::NotFound) => {
                        phase.set(Phase::Start);
                    }
                    Err(_) => {
                        reconnecting.try_set(true);
                        sleep(backoff).await;
                        backoff = (backoff * 2).min(Duration::from_secs(8));
                    }
                }
            }
        });
    });

    let waited = move || {
        tick.track();
        let base = search.with(|s| s.as_ref().map_or(0, |s| s.waited_ms)) as f64;
        base + (now_ms() - received.get()).max(0.0)
    };
    let timeout = move || search.with(|s| s.as_ref().map_or(30_000, |s| s.timeout_ms)) as f64;
    let widened = move || search.with(|s| s.as_ref().is_some_and(|s| s.widened));
    let estimate = move || {
        search.with(|s| estimate_sentence(language, s.as_ref().and_then(|s| s.estimate.as_ref())))
    };
    let do_cancel = move |_| {
        cancelling.set(true);
        spawn_local(async move {
            match cancel(ticket).await {
                Ok(s) => phase.set(phase_of(&s)),
                Err(e) => {
                    cancel_error.try_set(Some(e));
                }
            }
            cancelling.try_set(false);
        });
    };

    let left_s = move || ((timeout() - waited()) / 1000.0).ceil().max(0.0);
    // "Call again": a normal search instead is one tap away.
    let start_error = RwSignal::new(None::<AppError>);
    let starting = RwSignal::new(false);
    let search_instead = move |_| {
        cancelling.set(true);
        spawn_local(async move {
            let _ = cancel(ticket).await;
            cancelling.try_set(false);
            start_search(SearchPrefs::default(), phase, search, start_error, starting);
        });
    };

    view! {
        <section class="card searching" aria-labelledby="searching-heading" data-testid="searching" data-ticket-id=ticket.to_string()>
            <FocusHeading id="searching-heading" text=if call_again { "Waiting for your partner to call again…" } else { "Looking for a partner…" }/>
            <p class="timer" aria-hidden="true" data-testid="search-timer">{move || mm_ss(waited())}</p>
            <progress class="countdown" max=timeout value=move || waited().min(timeout())
                aria-label=if call_again { "Time left for your partner to call again" } else { "Time until an AI practice partner joins" }></progress>
            {move || widened().then(|| view! {
                <p class="notice" role="status" data-testid="widened">"Widened to any level: you agreed to this when the search started."</p>
            })}
            {if call_again {
                view! {
                    <p class="hint" data-testid="call-again-wait">
                        {move || format!("You are connected again as soon as they tap Call again too. Waiting {} s more.", left_s())}
                    </p>
                    <p class="form-error" role="alert">{move || start_error.get().map(|e| e.to_string())}</p>
                    <div class="actions">
                        <button class="button primary" on:click=search_instead disabled=move || cancelling.get() || starting.get()>
                            "Find another partner instead"
                        </button>
                        <button class="button secondary" on:click=do_cancel disabled=move || cancelling.get()>"Cancel"</button>
                    </div>
                }.into_any()
            } else {
                view! {
                    <p data-testid="wait-estimate">{estimate}</p>
                    <p class="hint">
                        {move || format!("If nobody is free in {} s, an AI practice partner will join you.", left_s())}
                    </p>
                    <button class="button secondary" on:click=do_cancel disabled=move || cancelling.get()>"Cancel"</button>
                }.into_any()
            }}
            <p class="status-line" role="status">{move || reconnecting.get().then_some("Reconnecting…")}</p>
            <p class="form-error" role="alert">{move || cancel_error.get().map(|e| e.to_string())}</p>
            {(!call_again).then(|| view! { <BusyHoursChart busy id="search-busy" level=2/> })}
        </section>
    }
}

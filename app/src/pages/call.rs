//! The call view and the "call ended" screen. One code path for human and AI partners: the
//! room shape is the same, and the partner card's `ai` flag shows as a badge.
//!
//! The topic card is the call's, not the learner's: both sides pick it with
//! `topics::for_call` from the room shape (language, topic level) and the call state's topic
//! number, which "Next topic" on either side moves for both.

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;
use uuid::Uuid;

use super::clock::{mm_ss, now_ms, sleep, tick_every};
use super::media::{self, Connection, MediaStatus, Quality};
use super::practice::{enter, phase_of, start_search, Phase};
use super::safety::SafetyActions;
use super::FocusHeading;
use crate::api::{
    call_again, human_waiting, leave, next_topic, room, set_muted, switch_to_human, watch_call,
};
use crate::error::AppError;
use crate::topics;
use crate::wire::{CallState, PartnerPresence, RoomShape, SearchPrefs, TicketStatus};

#[component]
pub fn CallView(
    ticket: Uuid,
    phase: RwSignal<Phase>,
    search: RwSignal<Option<TicketStatus>>,
) -> impl IntoView {
    // Fetched once the page is live, not as a resource: this view is created inside the
    // practice panel's Suspend, and a resource made there after its await does not hydrate
    // (a reload during a call broke the page).
    let attempt = RwSignal::new(0u32);
    let shape = RwSignal::new(None::<Result<RoomShape, AppError>>);
    Effect::new(move |_| {
        attempt.track();
        spawn_local(async move {
            let answer = room(ticket, 0).await;
            shape.try_set(Some(answer));
        });
    });
    move || match shape.get() {
        None => view! { <p class="loading" role="status">"Joining the call…"</p> }.into_any(),
        Some(Ok(r)) => view! { <Call room=r phase search/> }.into_any(),
        Some(Err(e)) => view! {
            <section class="card" role="alert">
                <h1>"We could not open the call"</h1>
                <p>{e.to_string()}</p>
                <button class="button" on:click=move |_| {
                    shape.set(None);
                    attempt.update(|n| *n += 1);
                }>"Try again"</button>
            </section>
        }
        .into_any(),
    }
}

#[component]
fn Call(
    room: RoomShape,
    phase: RwSignal<Phase>,
    search: RwSignal<Option<TicketStatus>>,
) -> impl IntoView {
    let ticket = room.ticket_id;
    let session = room.session_id;
    let started = RwSignal::new(now_ms() - room.elapsed_ms as f64);
    let tick = RwSignal::new(0u64);
    let muted = RwSignal::new(false);
    let hanging_up = RwSignal::new(false);
    let error = RwSignal::new(None::<AppError>);
    let (language, topic_level) = (room.language, room.topic_level);
    // The call's topic number, as the call state last said (or the answer to our own "Next
    // topic"); 0 until the first answer, as it is for a call nobody has moved yet.
    let topic = RwSignal::new(0u32);
    let alive = StoredValue::new(());
    let call_state = RwSignal::new(None::<CallState>);
    let partner_name = room.partner.display_name.clone();
    let partner_ai = room.partner.ai;
    let media_status = RwSignal::new(MediaStatus::Starting);
    let quality = RwSignal::new(None::<Quality>);
    let mic_level = RwSignal::new(0.0f64);
    let conn = StoredValue::new_local(None::<Connection>);
    let close_media = move || {
        conn.try_with_value(|c| {
            if let Some(c) = c {
                c.close();
            }
        });
    };
    on_cleanup(close_media);

    // Live handoff (AI calls): a compatible human is searching; the learner may switch.
    let human_waiting_now = RwSignal::new(false);
    let handoff_dismissed = RwSignal::new(false);
    let switching = RwSignal::new(false);

    let ended_partner = StoredValue::new(partner_name.clone());
    let blocked_here = StoredValue::new(false);
    // Called from tasks that may outlive this view (its phase moved on meanwhile): every value
    // of the view is read with `try_`, and only while the call is still on screen.
    let end = move |reason: &str| {
        // A switch to a human ends this call on purpose; its own answer moves the page on.
        if phase.get_untracked() == Phase::InCall(ticket)
            && switching.try_get_untracked() == Some(false)
        {
            phase.set(Phase::Ended {
                ticket,
                session,
                reason: reason.to_owned(),
                // Not to be called again (or blocked twice) once blocked here.
                human: (!partner_ai && blocked_here.try_get_value() == Some(false))
                    .then(|| ended_partner.try_get_value().unwrap_or_default()),
            });
        }
    };
    if room.ended {
        end("The call is over.");
    }

    let (transport, ice_servers) = (room.transport.clone(), room.ice_servers.clone());
    Effect::new(move |_| {
        media::start(
            ticket,
            transport.clone(),
            ice_servers.clone(),
            media_status,
            conn,
        );
        media::watch_quality(conn, quality, alive);
        media::watch_level(conn, mic_level, alive);
        started.set(now_ms() - room.elapsed_ms as f64);
        tick_every(tick, Duration::from_millis(500));
        // Watch for the partner hanging up: a long-poll that answers when the call ends.
        let ended_name = partner_name.clone();
        spawn_local(async move {
            let mut backoff = Duration::from_millis(500);
            while alive.try_get_value().is_some() && phase.get_untracked() == Phase::InCall(ticket)
            {
                let answer = room_watch(ticket).await;
                // The learner's own hang-up or block is ending the call: it says why (and if it
                // fails, this watch goes on).
                if hanging_up.try_get_untracked() != Some(false) {
                    sleep(Duration::from_millis(500)).await;
                    continue;
                }
                match answer {
                    Ok(r) if r.ended && r.interrupted => {
                        close_media();
                        let _ = leave(ticket).await;
                        end("The call was interrupted: the server hosting it stopped. \
                             You can start a new search right away.");
                    }
                    Ok(r) if r.ended => {
                        // The room may have ended because the partner never came: say so.
                        let no_show = matches!(
                            watch_call(ticket, u64::MAX, 0).await,
                            Ok(s) if s.partner == PartnerPresence::NoShow
                        );
                        close_media();
                        // Close our side too, so the next search starts fresh.
                        let _ = leave(ticket).await;
                        if no_show {
                            end(&no_show_line(&ended_name));
                        } else {
                            end("Your partner left the call.");
                        }
                    }
                    Ok(_) => backoff = Duration::from_millis(500),
                    Err(_) => {
                        sleep(backoff).await;
                        backoff = (backoff * 2).min(Duration::from_secs(8));
                    }
                }
            }
        });
        if partner_ai {
            spawn_local(async move {
                while alive.try_get_value().is_some()
                    && phase.get_untracked() == Phase::InCall(ticket)
                {
                    if let Ok(waiting) = human_waiting(ticket).await {
                        if !waiting {
                            // The next human who turns up is news again.
                            handoff_dismissed.try_set(false);
                        }
                        human_waiting_now.try_set(waiting);
                    }
                    sleep(Duration::from_secs(2)).await;
                }
            });
        }
        // Follow the partner's connection and mute state.
        let partner_name = partner_name.clone();
        spawn_local(async move {
            let mut since = u64::MAX;
            while alive.try_get_value().is_some() && phase.get_untracked() == Phase::InCall(ticket)
            {
                match watch_call(ticket, since, 10_000).await {
                    Ok(s) => {
                        since = s.version;
                        if s.partner == PartnerPresence::NoShow {
                            close_media();
                            let _ = leave(ticket).await;
                            end(&no_show_line(&partner_name));
                        }
                        topic.try_set(s.topic);
                        call_state.try_set(Some(s));
                    }
                    Err(_) => sleep(Duration::from_secs(1)).await,
                }
            }
        });
    });

    let next = move |_| {
        let from = topic.get_untracked();
        spawn_local(async move {
            match next_topic(ticket, from).await {
                Ok(t) => {
                    topic.try_set(t);
                }
                Err(e) => {
                    error.try_set(Some(e));
                }
            }
        });
    };
    let hang_up = move |_| {
        hanging_up.set(true);
        spawn_local(async move {
            close_media();
            match leave(ticket).await {
                Ok(_) => end("You hung up."),
                Err(e) => {
                    error.try_set(Some(e));
                    hanging_up.try_set(false);
                }
            }
        });
    };
    // A block or report during the call ends it: nobody has to keep talking to them.
    let blocked = Callback::new(move |()| {
        blocked_here.set_value(true);
        hanging_up.set(true);
        let said = format!(
            "You blocked {}. You will not be matched with them again.",
            ended_partner.get_value()
        );
        spawn_local(async move {
            close_media();
            let _ = leave(ticket).await;
            end(&said);
        });
    });
    let switch = move |_| {
        switching.set(true);
        spawn_local(async move {
            match switch_to_human(ticket).await {
                // The call view goes away with the phase, and its media with it.
                Ok(s) => {
                    search.set(Some(s.clone()));
                    phase.set(phase_of(&s));
                }
                Err(e) => {
                    error.try_set(Some(e));
                    switching.try_set(false);
                }
            }
        });
    };
    let elapsed = move || {
        tick.track();
        now_ms() - started.get()
    };
    let partner = room.partner.clone();
    let listening = room.listening.clone();
    let shown_name = partner.display_name.clone();
    let badge = partner.ai.then(
        || view! { <span class="badge ai" data-testid="ai-badge">"AI practice partner"</span> },
    );

    view! {
        <section class="card call" aria-labelledby="call-heading" data-testid="call-view" data-session-id=session.to_string()>
            <FocusHeading id="call-heading" text="In a call"/>
            <div class="partner">
                <div class="avatar" aria-hidden="true">{partner.display_name.chars().next().unwrap_or('?').to_string()}</div>
                <div>
                    <p class="partner-name" data-testid="partner-name">{partner.display_name.clone()}</p>
                    <p class="partner-level">{partner.level.label()}</p>
                    {badge}
                </div>
            </div>
            <p class="timer" aria-hidden="true" data-testid="call-timer">{move || mm_ss(elapsed())}</p>
            <p class="media-status" role="status" data-testid="media-status">{move || media_status.get().label()}</p>
            <p class="quality" data-testid="quality">{move || quality.get().map(Quality::label)}</p>
            <p class="listening" class:transcribing=listening.transcribed data-testid="listening">
                {listening.transcribed.then(|| view! { <span aria-hidden="true">"● "</span> })}
                {listening.notice()}
            </p>
            <label class="mic-level">
                "Your microphone"
                <meter min="0" max="1" low="0.15" high="0.9" optimum="0.5" data-testid="mic-level"
                    value=move || format!("{:.2}", mic_level.get())>
                </meter>
            </label>
            {move || (human_waiting_now.get() && !handoff_dismissed.get()).then(|| view! {
                <div class="handoff" role="status" data-testid="handoff">
                    <p>"Someone who matches your search is looking for a partner right now."</p>
                    <div class="actions">
                        <button class="button primary" on:click=switch disabled=move || switching.get()>
                            {move || if switching.get() { "Switching…" } else { "Switch to a human partner" }}
                        </button>
                        <button class="button secondary" on:click=move |_| handoff_dismissed.set(true)>
                            "Keep practising here"
                        </button>
                    </div>
                </div>
            })}
            <p class="partner-presence" role="status" data-testid="partner-presence">{move || presence_line(&shown_name, call_state.get())}</p>
            <div class="topic" aria-labelledby="topic-heading">
                <h2 id="topic-heading">"Talk about"</h2>
                <p class="topic-text" data-testid="topic">
                    {move || topics::for_call(language, topic_level, session, topic.get())}
                </p>
                <button class="button secondary" on:click=next>
                    "Next topic"
                </button>
            </div>
            <p class="form-error" role="alert">{move || error.get().map(|e| e.to_string())}</p>
            <div class="actions">
                <button class="button secondary" aria-pressed=move || muted.get().to_string() on:click=move |_| {
                    muted.update(|m| *m = !*m);
                    let now_muted = muted.get_untracked();
                    conn.try_with_value(|c| {
                        if let Some(c) = c {
                            c.set_muted(now_muted);
                        }
                    });
                    spawn_local(async move {
                        let _ = set_muted(ticket, now_muted).await;
                    });
                }>
                    {move || if muted.get() { "Unmute" } else { "Mute" }}
                </button>
                <button class="button danger" on:click=hang_up disabled=move || hanging_up.get()>"Hang up"</button>
            </div>
            {(!partner_ai).then(|| view! { <SafetyActions session partner=partner.display_name.clone() on_done=blocked/> })}
        </section>
    }
}

/// What the call view says about the partner's connection and microphone.
fn presence_line(name: &str, state: Option<CallState>) -> String {
    let Some(s) = state else { return String::new() };
    if s.partner_ai {
        return String::new();
    }
    let line = match s.partner {
        PartnerPresence::Waiting => format!("Waiting for {name} to connect…"),
        PartnerPresence::Connected => format!("{name} is connected."),
        PartnerPresence::Reconnecting => format!("{name}'s connection dropped. Reconnecting…"),
        PartnerPresence::Left => format!("{name} left the call."),
        PartnerPresence::NoShow => format!("{name} did not join the call."),
    };
    if s.partner_muted && s.partner == PartnerPresence::Connected {
        format!("{line} {name} is muted.")
    } else {
        line
    }
}

fn no_show_line(name: &str) -> String {
    format!(
        "{name} did not join the call. Find another partner, and you keep your place in the queue."
    )
}

async fn room_watch(ticket: Uuid) -> Result<RoomShape, AppError> {
    room(ticket, 10_000).await
}

/// How long after a call "Call again" is offered; the server holds the real limit.
const CALL_AGAIN_WITHIN_MS: f64 = 60_000.0;

#[component]
pub fn CallEnded(
    ticket: Uuid,
    session: Uuid,
    reason: String,
    /// The partner's name for a human call: they may be called again, blocked or reported.
    human: Option<String>,
    phase: RwSignal<Phase>,
    search: RwSignal<Option<TicketStatus>>,
    notice: RwSignal<Option<String>>,
) -> impl IntoView {
    let error = RwSignal::new(None::<AppError>);
    let busy = RwSignal::new(false);
    let again = move |_| {
        notice.set(None);
        start_search(SearchPrefs::default(), phase, search, error, busy);
    };
    // "Call again", offered for a minute (with the time left) unless they were blocked here.
    let shown_at = now_ms();
    let tick = RwSignal::new(0u64);
    let blocked = RwSignal::new(false);
    let calling = RwSignal::new(false);
    Effect::new(move |_| tick_every(tick, Duration::from_millis(1000)));
    let left_s = move || {
        tick.track();
        ((CALL_AGAIN_WITHIN_MS - (now_ms() - shown_at)) / 1000.0).ceil()
    };
    let call_again_now = move |_| enter(call_again(ticket), phase, search, error, calling);
    let safety = human.clone().map(|name| {
        view! { <SafetyActions session partner=name on_done=Callback::new(move |()| blocked.set(true))/> }
    });
    view! {
        <section class="card" aria-labelledby="ended-heading" data-testid="call-ended">
            <FocusHeading id="ended-heading" text="Call ended"/>
            <p>{reason}</p>
            <p><a href=format!("/review/{session}")>"See your review"</a></p>
            <p class="form-error" role="alert">{move || error.get().map(|e| e.to_string())}</p>
            <div class="actions">
                <button class="button primary" on:click=again disabled=move || busy.get()>"Find another partner"</button>
                {human.map(|name| view! {
                    {move || (left_s() > 0.0 && !blocked.get()).then(|| {
                        let name = name.clone();
                        view! {
                            <button class="button secondary" data-testid="call-again" on:click=call_again_now disabled=move || calling.get()>
                                {format!("Call {name} again")}
                                <span class="hint">{move || format!(" ({} s)", left_s())}</span>
                            </button>
                        }
                    })}
                })}
            </div>
            {safety}
        </section>
    }
}

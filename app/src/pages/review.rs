//! `/review/<session>`: the post-call review. Transcript of both sides (the learner's own lines
//! highlighted), corrections linked to their moment, a scoreboard with a speaking-time chart,
//! and words worth keeping. While the review is being prepared the page refreshes itself.

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;
use uuid::Uuid;

use super::clock::{mm_ss, sleep};
use super::safety::SafetyActions;
use super::NotFound;
use crate::api::{delete_review, review};
use crate::domain::Language;
use crate::error::AppError;
use crate::review::{ReviewBody, ReviewState, ReviewView, Scoreboard, Side, FIGURES};

#[component]
pub fn ReviewPage() -> impl IntoView {
    let params = use_params_map();
    let session = move || params.with(|p| p.get("session").and_then(|s| Uuid::parse_str(&s).ok()));
    let reload = RwSignal::new(0u32);
    let data = Resource::new(
        move || (session(), reload.get()),
        |(s, _)| async move {
            match s {
                Some(s) => review(s).await,
                None => Err(AppError::NotFound),
            }
        },
    );
    // While the review is being prepared, or its second pass of corrections is still running,
    // look again every two seconds.
    Effect::new(move |_| {
        if let Some(Ok(v)) = data.get() {
            let more = v.body.as_ref().is_some_and(|b| b.more_coming);
            if v.state == ReviewState::Preparing || more {
                leptos::task::spawn_local(async move {
                    sleep(std::time::Duration::from_secs(2)).await;
                    reload.update(|n| *n += 1);
                });
            }
        }
    });
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading your review…"</p> }>
            {move || Suspend::new(async move {
                match data.await {
                    Ok(v) => view! { <Review view=v reload/> }.into_any(),
                    Err(AppError::NotFound) => view! { <NotFound/> }.into_any(),
                    Err(e) => view! {
                        <section class="card" role="alert">
                            <h1>"We could not load this review"</h1>
                            <p>{e.to_string()}</p>
                        </section>
                    }.into_any(),
                }
            })}
        </Suspense>
    }
}

#[component]
fn Review(view: ReviewView, reload: RwSignal<u32>) -> impl IntoView {
    let partner = view.partner_name.clone();
    let heading = format!("Your call with {partner}");
    let ai_badge = view
        .partner_ai
        .then(|| view! { <span class="badge ai">"AI practice partner"</span> });
    let session = view.session;
    let deleting = RwSignal::new(false);
    let error = RwSignal::new(None::<AppError>);
    let delete = move |_| {
        #[cfg(feature = "hydrate")]
        {
            let sure = window()
                .confirm_with_message(
                    "Delete this review and your lines of its transcript? This cannot be undone.",
                )
                .unwrap_or(false);
            if !sure {
                return;
            }
        }
        deleting.set(true);
        leptos::task::spawn_local(async move {
            match delete_review(session).await {
                Ok(_) => reload.update(|n| *n += 1),
                Err(e) => error.set(Some(e)),
            }
            deleting.set(false);
        });
    };
    let body = match view.state {
        ReviewState::Preparing => view! {
            <p class="loading" role="status" data-testid="review-status">
                "Your review is being prepared… This page updates by itself."
            </p>
        }
        .into_any(),
        ReviewState::NoSpeechModel => view! {
            <div role="status" data-testid="review-status">
                <p>"This call has no transcript: the speech model is not installed on this Parley server."</p>
                <p class="hint">"Operator: run " <code>"scripts/whisper-model tiny.en"</code> " (or set " <code>"whisper_model"</code> " to a ggml Whisper file) and restart Parley."</p>
            </div>
        }
        .into_any(),
        ReviewState::Deleted => view! {
            <p role="status" data-testid="review-status">"You deleted this review."</p>
        }
        .into_any(),
        ReviewState::Ready => {
            let declined = view.you_declined.then(|| view! {
                <p class="hint" data-testid="declined">
                    "You chose not to be transcribed, so only " {partner.clone()} "'s lines are here."
                </p>
            });
            let body = view.body.clone().unwrap_or_default();
            view! {
                {declined}
                <ScoreboardView board=body.scoreboard.clone() partner=partner.clone() checked=body.checker.is_some()/>
                <CorrectionsView body=body.clone() language=view.language/>
                <TranscriptView lines=view.lines.clone()/>
                <KeepWords words=body.keep_words.clone()/>
            }
            .into_any()
        }
    };
    let can_delete = view.state != ReviewState::Deleted;
    let safety =
        (!view.partner_ai).then(|| view! { <SafetyActions session partner=partner.clone()/> });
    view! {
        <article class="card review" aria-labelledby="review-heading" data-testid="review">
            <h1 id="review-heading">{heading}</h1>
            {ai_badge}
            {body}
            <p class="form-error" role="alert">{move || error.get().map(|e| e.to_string())}</p>
            <div class="actions">
                <a class="button primary" href="/">"Find another partner"</a>
                {can_delete.then(|| view! {
                    <button class="button secondary" on:click=delete disabled=move || deleting.get()>
                        "Delete this review"
                    </button>
                })}
            </div>
            {safety}
        </article>
    }
}

fn minutes(ms: u64) -> String {
    mm_ss(ms as f64)
}

/// A figure's name, with its one-line explanation shown on hover and keyboard focus (and read
/// as the name's description).
fn term(key: &'static str) -> impl IntoView {
    let (_, label, why) = FIGURES
        .iter()
        .find(|f| f.0 == key)
        .copied()
        .unwrap_or((key, key, ""));
    let tip = format!("tip-{key}");
    view! {
        <th scope="row">
            <span class="term" tabindex="0" aria-describedby=tip.clone()>{label}</span>
            <span class="tip" role="tooltip" id=tip>{why}</span>
        </th>
    }
}

#[component]
fn ScoreboardView(
    board: Scoreboard,
    partner: String,
    /// The language has corrections (otherwise their figure is a dash).
    checked: bool,
) -> impl IntoView {
    let (me, them) = (board.me.clone(), board.partner.clone());
    let my_share = board.my_share();
    let their_share = if me.speaking_ms + them.speaking_ms == 0 {
        0.0
    } else {
        1.0 - my_share
    };
    let bar = |y: u32, frac: f64, class: &'static str| {
        let w = format!("{:.1}", (frac * 300.0).max(1.0));
        view! { <rect x="90" y=y.to_string() width=w height="22" rx="4" class=class></rect> }
    };
    let label =
        |s: &Side, share: f64| format!("{} ({:.0}%)", minutes(s.speaking_ms), share * 100.0);
    let (my_label, their_label) = (label(&me, my_share), label(&them, their_share));
    // (figure, yours, your partner's)
    let both = |key: &'static str, f: &dyn Fn(&Side) -> String| (key, f(&me), f(&them));
    // Japanese is counted in characters (`Scoreboard::per_character`).
    let (pace, distinct) = match board.per_character {
        true => ("pace-chars", "distinct-chars"),
        false => ("pace", "distinct"),
    };
    let mut rows = vec![
        ("speaking", my_label.clone(), their_label.clone()),
        both(pace, &|s| format!("{:.0}", s.words_per_minute)),
        both("turns", &|s| s.turns.to_string()),
        both("mean-turn", &|s| minutes(s.mean_turn_ms)),
        both("longest-turn", &|s| minutes(s.longest_turn_ms)),
        both("pauses", &|s| s.pauses_over_1s.to_string()),
        both("fillers", &|s| format!("{:.1}", s.fillers_per_minute)),
        both(distinct, &|s| s.distinct_words.to_string()),
    ];
    if !board.per_character {
        let new_words = match board.new_words {
            Some(n) => n.to_string(),
            None => "first call".into(),
        };
        rows.push(("new-words", new_words, "–".into()));
    }
    let corrections = match checked {
        true => format!("{:.1}", board.corrections_per_100_words),
        false => "–".into(),
    };
    rows.push(("corrections", corrections, "–".into()));
    view! {
        <section aria-labelledby="score-heading" data-testid="scoreboard">
            <h2 id="score-heading">"Scoreboard"</h2>
            <svg class="talk-chart" viewBox="0 0 520 70" role="img"
                aria-label=format!("Speaking time: you {}, {} {}", my_label.clone(), partner, their_label.clone())>
                <text x="0" y="18">"You"</text>
                {bar(3, my_share, "me")}
                <text x=format!("{:.0}", 96.0 + my_share * 300.0) y="18">{my_label.clone()}</text>
                <text x="0" y="54">{partner.clone()}</text>
                {bar(39, their_share, "them")}
                <text x=format!("{:.0}", 96.0 + their_share * 300.0) y="54">{their_label.clone()}</text>
            </svg>
            <table class="figures" data-testid="fluency">
                <thead>
                    <tr><th scope="col">"Figure"</th><th scope="col">"You"</th><th scope="col">{partner.clone()}</th></tr>
                </thead>
                <tbody>
                    {rows.into_iter().map(|(key, mine, theirs)| view! {
                        <tr data-figure=key>{term(key)}<td>{mine}</td><td>{theirs}</td></tr>
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}

#[component]
fn CorrectionsView(body: ReviewBody, language: Option<Language>) -> impl IntoView {
    let content = match (&body.checker, body.corrections.is_empty()) {
        (None, _) => {
            let which = language.map_or("this language", |l| l.label());
            view! {
                <p class="hint" data-testid="no-corrections">
                    {format!("Corrections are not available for {which} yet; here are your transcript and fluency figures.")}
                </p>
            }
            .into_any()
        }
        (Some(_), true) if body.more_coming => {
            view! { <p>"No corrections so far."</p> }.into_any()
        }
        (Some(_), true) => view! { <p>"No corrections: well done!"</p> }.into_any(),
        (Some(_), false) => view! {
            <ul class="corrections">
                {body.corrections.iter().map(|c| view! {
                    <li data-testid="correction">
                        <del>{c.original.clone()}</del> " → " <ins>{c.suggestion.clone()}</ins>
                        <span class="reason">{c.reason.clone()}</span>
                        <a href=format!("#line-{}", c.line_start_ms)>{format!("at {}", minutes(c.line_start_ms))}</a>
                    </li>
                }).collect_view()}
            </ul>
        }
        .into_any(),
    };
    let by = body
        .checker
        .clone()
        .map(|c| view! { <p class="hint">"Checked by " {c} "."</p> });
    let more = body.more_coming.then(|| {
        view! {
            <p class="loading" role="status" data-testid="more-corrections">
                "More corrections coming: a slower, closer reading of your lines is still running. This page updates by itself."
            </p>
        }
    });
    view! {
        <section aria-labelledby="corrections-heading">
            <h2 id="corrections-heading">"Corrections"</h2>
            {content}
            {more}
            {by}
        </section>
    }
}

#[component]
fn TranscriptView(lines: Vec<crate::review::Line>) -> impl IntoView {
    let empty = lines
        .is_empty()
        .then(|| view! { <p>"Nothing was transcribed in this call."</p> });
    view! {
        <section aria-labelledby="transcript-heading">
            <h2 id="transcript-heading">"Transcript"</h2>
            {empty}
            <ol class="transcript" data-testid="transcript">
                {lines.into_iter().map(|l| view! {
                    <li id=format!("line-{}", l.start_ms) class:mine=l.mine data-testid=if l.mine { "my-line" } else { "partner-line" }>
                        <span class="when">{minutes(l.start_ms)}</span>
                        <span class="who">{l.speaker}</span>
                        <span class="what">{l.text}</span>
                    </li>
                }).collect_view()}
            </ol>
        </section>
    }
}

#[component]
fn KeepWords(words: Vec<String>) -> impl IntoView {
    (!words.is_empty()).then(|| {
        view! {
            <section aria-labelledby="words-heading">
                <h2 id="words-heading">"Words you used"</h2>
                <ul class="keep-words" data-testid="keep-words">
                    {words.into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}
                </ul>
            </section>
        }
    })
}

//! The start page: onboarding for a new guest, the profile summary afterwards.

use leptos::prelude::*;

use super::busy_hours::BusyHoursChart;
use super::fetched;
use super::memory::MemorySection;
use super::practice::Practice;
use super::profile_form::ProfileEditor;
use super::progress::ProgressView;
use super::safety::BlockedList;
use crate::api::{get_languages, get_outside_models, get_profile, SaveProfile};
use crate::domain::Profile;
use crate::error::AppError;
use crate::wire::BusyHours;

#[component]
pub fn HomePage() -> impl IntoView {
    let save = ServerAction::<SaveProfile>::new();
    // The profile, the outside hosts the consent question names, and what each language
    // gets on this server.
    let profile = Resource::new(
        move || save.version().get(),
        |_| async {
            Ok::<_, AppError>((
                get_profile().await?,
                get_outside_models().await?,
                get_languages().await?,
            ))
        },
    );
    let editing = RwSignal::new(false);

    // A successful save closes the editor.
    Effect::new(move |_| {
        if let Some(Ok(_)) = save.value().get() {
            editing.set(false);
        }
    });

    view! {
        <Transition fallback=|| view! { <p class="loading" role="status">"Loading your profile…"</p> }>
            {move || {
                let is_editing = editing.get();
                Suspend::new(async move {
                    match profile.await {
                        Ok((Some(p), _, languages)) if !is_editing => {
                            let support = languages.get(p.language);
                            view! { <Practice profile=p support editing/> }.into_any()
                        }
                        Ok((existing, outside, languages)) => {
                            let onboarding = existing.is_none();
                            view! { <ProfileEditor existing outside languages save onboarding editing/> }.into_any()
                        }
                        Err(e) => {
                            view! {
                                <section class="card" role="alert">
                                    <h1>"We could not load your profile"</h1>
                                    <p>{e.to_string()}</p>
                                    <button class="button" on:click=move |_| profile.refetch()>
                                        "Try again"
                                    </button>
                                </section>
                            }
                                .into_any()
                        }
                    }
                })
            }}
        </Transition>
    }
}

#[component]
pub(super) fn ProfileSummary(
    profile: Profile,
    editing: RwSignal<bool>,
    busy: Option<BusyHours>,
) -> impl IntoView {
    view! {
        <section class="card" aria-labelledby="summary-heading">
            <h2 id="summary-heading">"Hi, " {profile.display_name.to_string()} "!"</h2>
            <dl class="facts" data-testid="profile-summary">
                <dt>"Practising"</dt>
                <dd data-testid="summary-language">{profile.language.label()}</dd>
                <dt>"Your level"</dt>
                <dd data-testid="summary-level">{profile.level.label()}</dd>
                <dt>"Partner"</dt>
                <dd>{profile.want_gender.label()} ", " {profile.want_level.label().to_lowercase()}</dd>
            </dl>
            <button class="button secondary" on:click=move |_| editing.set(true)>
                "Edit profile"
            </button>
            <BusyHoursChart busy id="profile-busy" level=3/>
            <ReviewList/>
            <MemorySection/>
            <BlockedList/>
        </section>
    }
}

/// The learner's progress and past reviews, newest first; fetched once the page is live
/// ([`fetched`]).
#[component]
fn ReviewList() -> impl IntoView {
    let history = fetched(crate::api::my_reviews);
    move || {
        let h = history.get().filter(|h| !h.reviews.is_empty())?;
        Some(view! {
            <ProgressView progress=h.progress/>
            <h3>"Your reviews"</h3>
            <ul class="review-list" data-testid="review-list">
                {h.reviews.into_iter().map(|r| view! {
                    <li><a href=format!("/review/{}", r.session)>{format!("Call with {}", r.partner_name)}</a></li>
                }).collect_view()}
            </ul>
        }
        .into_any())
    }
}

//! The onboarding / profile form. It is a real `<form>` (works before the WASM loads, posting to
//! the server function) that the hydrated app submits in the background instead.

use leptos::form::ActionForm;
use leptos::prelude::*;

use crate::api::SaveProfile;
use crate::domain::{
    Gender, Language, Level, Profile, ProfileForm, WantGender, WantLevel, DISPLAY_NAME_MAX,
};
use crate::error::AppError;
use crate::wire::{Languages, OutsideModels};

#[component]
pub fn ProfileEditor(
    existing: Option<Profile>,
    /// Where the words of a learner who consents go beyond this server.
    outside: OutsideModels,
    /// What each language gets here: only those a speech model hears are offered.
    languages: Languages,
    save: ServerAction<SaveProfile>,
    onboarding: bool,
    editing: RwSignal<bool>,
) -> impl IntoView {
    let current = existing.as_ref().map(ProfileForm::from).unwrap_or_default();
    // The languages a speech model hears here, and the learner's own in any case (a server
    // that lost a model still shows what they chose; saving it says why it is refused).
    let mut offered = languages.offered();
    if let Some(mine) = existing.as_ref().map(|p| p.language) {
        if !offered.contains(&mine) {
            offered.push(mine);
        }
    }
    let error = move || match save.value().get() {
        Some(Err(e)) => Some(e),
        _ => None,
    };
    let field_error = move |field: &'static str| move || matches!(error(), Some(AppError::Invalid { field: f, .. }) if f == field);
    let heading = if onboarding {
        "Welcome to Parley"
    } else {
        "Edit your profile"
    };

    view! {
        <section class="card" aria-labelledby="profile-heading">
            <h1 id="profile-heading">{heading}</h1>
            {onboarding
                .then(|| {
                    view! {
                        <p class="lead">
                            "Practise speaking with another learner in a live voice call. "
                            "Tell us a little about yourself; you can change it any time."
                        </p>
                    }
                })}
            <ActionForm action=save attr:class="profile-form" attr:novalidate=true>
                <label for="display_name">"Display name"</label>
                <input
                    id="display_name"
                    name="form[display_name]"
                    type="text"
                    autocomplete="nickname"
                    required
                    maxlength=DISPLAY_NAME_MAX.to_string()
                    value=current.display_name.clone()
                    aria-invalid=move || field_error("display_name")().to_string()
                />

                <label for="language">"I want to practise"</label>
                <Choice id="language" name="form[language]" options=offered selected=current.language.clone() placeholder=Some("Choose a language")/>

                <label for="level">"My level"</label>
                <Choice id="level" name="form[level]" options=Level::ALL.to_vec() selected=current.level.clone() placeholder=Some("Choose your level")/>

                <label for="gender">"My gender " <span class="hint">"(optional)"</span></label>
                <Choice id="gender" name="form[gender]" options=Gender::ALL.to_vec() selected=current.gender.clone() placeholder=None/>

                <fieldset>
                    <legend>"Who would you like to practise with?"</legend>
                    <label for="want_gender">"Partner gender"</label>
                    <Choice id="want_gender" name="form[want_gender]" options=WantGender::ALL.to_vec() selected=current.want_gender.clone() placeholder=None/>
                    <label for="want_level">"Partner level"</label>
                    <Choice id="want_level" name="form[want_level]" options=WantLevel::ALL.to_vec() selected=current.want_level.clone() placeholder=None/>
                </fieldset>

                <fieldset class="consent">
                    <legend>"Reviews of your calls"</legend>
                    <label class="check">
                        <input type="checkbox" name="form[transcribe]" value="on" checked=current.transcribe.is_some()/>
                        "Transcribe my voice in calls so I get a review afterwards"
                    </label>
                    <p class="hint" id="consent-detail">
                        "If you tick this, Parley's own server turns what you say in a call into text. "
                        "No audio is kept. The transcript is shown only to you and the partner of that call, "
                        "and your review adds corrections of your own lines (in the languages that have them). You can delete any review, "
                        "with your lines of its transcript, at any time."
                        {outside.partner.clone().map(|host| format!(
                            " In calls with an AI practice partner, what you say is sent to {host}, which writes the partner's replies."
                        ))}
                        {outside.review.clone().map(|host| format!(
                            " After each call your lines are sent to {host} to suggest corrections."
                        ))}
                    </p>
                    <p class="hint" id="consent-unticked" data-testid="consent-unticked">
                        "If you leave it unticked, nothing you say is kept after a call and your words never "
                        "leave Parley's server. In calls with other learners your voice is not transcribed; "
                        "your partner still gets a review of their own lines. An AI practice partner still "
                        "turns your speech into text while the call runs, since it has to understand you to "
                        "answer, and forgets it when the call ends, unless you let it remember a few "
                        "things about you (“What your AI partner remembers” on your profile)."
                    </p>
                </fieldset>

                <p class="form-error" role="alert" data-testid="form-error">
                    {move || error().map(|e| e.to_string())}
                </p>
                <div class="actions">
                    <button type="submit" class="button primary" disabled=move || save.pending().get()>
                        {move || if save.pending().get() { "Saving…" } else { "Save profile" }}
                    </button>
                    {(!onboarding)
                        .then(|| {
                            view! {
                                <button type="button" class="button secondary" on:click=move |_| editing.set(false)>
                                    "Cancel"
                                </button>
                            }
                        })}
                </div>
            </ActionForm>
        </section>
    }
}

/// Something a `<select>` can offer: a stored code and a label for people.
pub trait Coded: Copy + 'static {
    fn code(self) -> &'static str;
    fn text(self) -> &'static str;
}

macro_rules! coded {
    ($($t:ty),+) => {$(
        impl Coded for $t {
            fn code(self) -> &'static str { self.as_str() }
            fn text(self) -> &'static str { self.label() }
        }
    )+};
}
coded!(Language, Level, Gender, WantGender, WantLevel);

#[component]
fn Choice<T: Coded + Send + Sync>(
    id: &'static str,
    name: &'static str,
    options: Vec<T>,
    selected: String,
    placeholder: Option<&'static str>,
) -> impl IntoView {
    view! {
        <select id=id name=name required=placeholder.is_some()>
            {placeholder
                .map(|p| view! { <option value="" disabled selected=selected.is_empty()>{p}</option> })}
            {options
                .into_iter()
                .map(|o| {
                    let is_selected = o.code() == selected;
                    view! { <option value=o.code() selected=is_selected>{o.text()}</option> }
                })
                .collect_view()}
        </select>
    }
}

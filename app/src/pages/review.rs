//! `/review/<session>`: the post-call review. (The transcript, corrections and scoreboard
//! arrive with the observer; until then the page says the review is being prepared.)

use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

#[component]
pub fn ReviewPage() -> impl IntoView {
    let params = use_params_map();
    let session = move || params.with(|p| p.get("session").unwrap_or_default());
    view! {
        <section class="card" aria-labelledby="review-heading">
            <h1 id="review-heading">"Your review"</h1>
            <p data-testid="review-status">"Your review is in preparation. Transcripts and corrections will appear here after your calls."</p>
            <p class="hint">"Call " <code>{session}</code></p>
            <p><a class="button primary" href="/">"Find another partner"</a></p>
        </section>
    }
}

mod busy_hours;
mod call;
mod clock;
mod home;
mod media;
mod memory;
mod practice;
mod profile_form;
mod progress;
mod review;
mod safety;

pub use home::HomePage;
pub use review::ReviewPage;

use leptos::html;
use leptos::prelude::*;

#[component]
pub fn NotFound() -> impl IntoView {
    #[cfg(feature = "ssr")]
    if let Some(res) = use_context::<leptos_axum::ResponseOptions>() {
        res.set_status(axum::http::StatusCode::NOT_FOUND);
    }
    view! {
        <section class="card">
            <h1>"Page not found"</h1>
            <p>"There is nothing here. " <a href="/">"Back to Parley"</a></p>
        </section>
    }
}

/// A screen's heading, focused when the screen appears so keyboard and screen-reader users
/// land on the new content.
#[component]
pub fn FocusHeading(id: &'static str, text: &'static str) -> impl IntoView {
    let node = NodeRef::<html::H1>::new();
    Effect::new(move |_| {
        if let Some(h) = node.get() {
            // After the frame, when the new screen is attached to the document.
            request_animation_frame(move || {
                let _ = h.focus();
            });
        }
    });
    view! { <h1 id=id tabindex="-1" node_ref=node>{text}</h1> }
}

/// What `fetch` answers, fetched once the page is live (by an effect, which never runs on the
/// server) and again whenever a signal `fetch` reads changes; `None` until then and on an error.
/// For secondary content that must never hold up a screen or its hydration: the server renders
/// the `None`, and so does the browser until the answer.
pub fn fetched<T, F>(fetch: impl Fn() -> F + 'static) -> RwSignal<Option<T>>
where
    T: Send + Sync + 'static,
    F: std::future::Future<Output = Result<T, crate::error::AppError>> + 'static,
{
    let out = RwSignal::new(None);
    Effect::new(move |_| {
        let answer = fetch();
        leptos::task::spawn_local(async move {
            if let Ok(v) = answer.await {
                out.try_set(Some(v));
            }
        });
    });
    out
}

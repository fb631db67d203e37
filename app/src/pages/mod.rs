mod home;
mod profile_form;

pub use home::HomePage;

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

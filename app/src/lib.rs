//! Parley's user interface: pages, components, server function declarations and the types the
//! browser and the server share. Server-only parts sit behind the `ssr` feature.

#![recursion_limit = "256"]

pub mod api;
pub mod domain;
pub mod error;
pub mod history;
mod pages;
pub mod review;
pub mod topics;
pub mod wire;

use leptos::prelude::*;
use leptos_meta::{provide_meta_context, MetaTags, Title};
use leptos_router::{
    components::{Route, Router, Routes},
    ParamSegment, SsrMode, StaticSegment,
};

/// The HTML document around the app, rendered on the server: `options.output_name` names the
/// JS and WASM bundle, `stylesheet` is the CSS's URL. Both names carry a content hash in a
/// built site, so they are the server's to choose (`server::http::site::shell`). The head is
/// never hydrated, so nothing here has a twin in the browser.
pub fn shell(options: LeptosOptions, stylesheet: String) -> impl IntoView {
    view! {
        <!DOCTYPE html>
        <html lang="en">
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1"/>
                <meta name="color-scheme" content="light dark"/>
                <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
                <link rel="stylesheet" href=stylesheet/>
                <AutoReload options=options.clone()/>
                <HydrationScripts options/>
                <MetaTags/>
            </head>
            <body>
                <App/>
            </body>
        </html>
    }
}

#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();
    // Marks the page once the WASM has taken over, so tests (and curious humans) can tell a
    // hydrated page from server-rendered HTML.
    Effect::new(move |_| {
        if let Some(body) = document().body() {
            let _ = body.set_attribute("data-hydrated", "true");
        }
    });

    view! {
        <Title text="Parley: find a practice partner"/>
        <Router>
            <header class="topbar">
                <a class="brand" href="/">"Parley"</a>
            </header>
            <main id="main">
                <Routes fallback=pages::NotFound>
                    <Route path=StaticSegment("") view=pages::HomePage/>
                    // Rendered whole before sending, so a review that is not yours is a real 404.
                    <Route path=(StaticSegment("review"), ParamSegment("session")) view=pages::ReviewPage ssr=SsrMode::Async/>
                </Routes>
            </main>
        </Router>
    }
}

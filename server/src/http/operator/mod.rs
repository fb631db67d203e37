//! `/operator`: the dashboard and the moderation actions, for whoever knows the operator's
//! password (`auth.rs`). Off, and saying how to turn it on, without one. Each action is a
//! form post (same-origin only, like every post: `security.rs`) that answers with a redirect
//! back to the dashboard, which says what happened.

pub mod auth;
pub mod charts;
pub mod page;

use std::sync::Arc;
use std::time::Duration;

use axum::extract::{FromRequest as _, Path, Query, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use uuid::Uuid;

use crate::store::Store;

/// What the operator's pages need.
pub struct Operator {
    /// `None`: no password configured, the dashboard is off.
    pub gate: Option<auth::Gate>,
    pub store: Arc<dyn Store>,
    pub limits: Arc<super::limits::Limits>,
    /// A searcher not seen for this long is not counted as searching.
    pub liveness: Duration,
    /// The stylesheet's address.
    pub css: String,
}

pub fn router(op: Arc<Operator>) -> Router {
    Router::new()
        .route("/operator", get(show))
        .route("/operator/login", post(login))
        .route("/operator/logout", post(logout))
        .route("/operator/reports/{id}/suspend", post(suspend))
        .route("/operator/reports/{id}/dismiss", post(dismiss))
        .route("/operator/learners/{id}/lift", post(lift))
        .with_state(op)
}

fn html(status: StatusCode, body: String) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body,
    )
        .into_response()
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// The page to answer with when the request may not pass: the dashboard is off, or the
/// request carries no operator session.
fn refused(op: &Operator, headers: &HeaderMap) -> Option<Response> {
    let Some(gate) = &op.gate else {
        return Some(html(StatusCode::NOT_FOUND, page::off(&op.css)));
    };
    (!gate.signed_in(headers, now_ms()))
        .then(|| html(StatusCode::UNAUTHORIZED, page::sign_in(&op.css, None)))
}

#[derive(serde::Deserialize)]
struct Done {
    done: Option<String>,
}

async fn show(State(op): State<Arc<Operator>>, headers: HeaderMap, done: Query<Done>) -> Response {
    if let Some(page) = refused(&op, &headers) {
        return page;
    }
    let notice = match done.done.as_deref() {
        Some("suspend") => Some("Suspended: their searches go to AI partners until lifted."),
        Some("dismiss") => Some("Report dismissed."),
        Some("lift") => Some("Lifted: their searches may meet people again."),
        Some("nothing") => Some("Nothing changed: someone acted on it already."),
        _ => None,
    };
    match crate::operator::dashboard(&*op.store, chrono::Utc::now(), op.liveness).await {
        Ok(d) => html(StatusCode::OK, page::dashboard(&op.css, &d, notice)),
        Err(e) => {
            tracing::error!(error = %e, "operator dashboard");
            let status = match e.is_outage() {
                true => StatusCode::SERVICE_UNAVAILABLE,
                false => StatusCode::INTERNAL_SERVER_ERROR,
            };
            html(
                status,
                page::sign_in(
                    &op.css,
                    Some("The database cannot be read right now; reload in a moment."),
                ),
            )
        }
    }
}

#[derive(serde::Deserialize)]
struct Password {
    #[serde(default)]
    password: String,
}

async fn login(State(op): State<Arc<Operator>>, req: Request) -> Response {
    let Some(gate) = &op.gate else {
        return html(StatusCode::NOT_FOUND, page::off(&op.css));
    };
    if let Err(wait) = gate.attempt(op.limits.address(&req)) {
        let secs = wait.as_secs().max(1);
        let mut res = html(
            StatusCode::TOO_MANY_REQUESTS,
            page::sign_in(
                &op.css,
                Some(&format!(
                    "Too many attempts. Please wait {secs} s and try again."
                )),
            ),
        );
        if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
            res.headers_mut().insert(header::RETRY_AFTER, v);
        }
        return res;
    }
    let Ok(Form(form)) = Form::<Password>::from_request(req, &()).await else {
        return html(
            StatusCode::UNPROCESSABLE_ENTITY,
            page::sign_in(&op.css, Some("The form was not understood.")),
        );
    };
    // Argon2 takes a moment of CPU: off the async threads.
    let checked = {
        let op = op.clone();
        tokio::task::spawn_blocking(move || {
            op.gate
                .as_ref()
                .is_some_and(|g| g.password_is_right(&form.password))
        })
        .await
        .unwrap_or(false)
    };
    if !checked {
        tracing::warn!("operator sign-in refused: wrong password");
        return html(
            StatusCode::UNAUTHORIZED,
            page::sign_in(&op.css, Some("That is not the operator password.")),
        );
    }
    redirect("/operator", Some(gate.session_cookie(now_ms())))
}

async fn logout(State(op): State<Arc<Operator>>) -> Response {
    match &op.gate {
        Some(gate) => redirect("/operator", Some(gate.end_cookie())),
        None => html(StatusCode::NOT_FOUND, page::off(&op.css)),
    }
}

fn redirect(to: &str, cookie: Option<String>) -> Response {
    let mut res = (StatusCode::SEE_OTHER, [(header::LOCATION, to.to_owned())]).into_response();
    if let Some(c) = cookie.and_then(|c| HeaderValue::from_str(&c).ok()) {
        res.headers_mut().insert(header::SET_COOKIE, c);
    }
    res
}

#[derive(Clone, Copy)]
enum Action {
    Suspend,
    Dismiss,
    Lift,
}

impl Action {
    fn name(self) -> &'static str {
        match self {
            Action::Suspend => "suspend",
            Action::Dismiss => "dismiss",
            Action::Lift => "lift",
        }
    }
}

/// Runs a moderation action on `id` for a signed-in operator, then back to the dashboard.
async fn act(op: &Operator, headers: &HeaderMap, id: &str, action: Action) -> Response {
    if let Some(page) = refused(op, headers) {
        return page;
    }
    let Ok(id) = Uuid::parse_str(id) else {
        return html(
            StatusCode::NOT_FOUND,
            page::sign_in(&op.css, Some("No such report or learner.")),
        );
    };
    let now = now_ms();
    let done = match action {
        Action::Suspend => op.store.suspend_reported(id, now).await,
        Action::Dismiss => op.store.dismiss(id, now).await,
        Action::Lift => op.store.lift(id, now).await,
    };
    let name = action.name();
    match done {
        Ok(true) => {
            tracing::info!(action = name, %id, "moderation");
            redirect(&format!("/operator?done={name}"), None)
        }
        Ok(false) => redirect("/operator?done=nothing", None),
        Err(e) => {
            tracing::error!(error = %e, action = name, "moderation");
            html(
                StatusCode::SERVICE_UNAVAILABLE,
                page::sign_in(
                    &op.css,
                    Some("That could not be saved; nothing changed. Try again in a moment."),
                ),
            )
        }
    }
}

async fn suspend(
    State(op): State<Arc<Operator>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    act(&op, &headers, &id, Action::Suspend).await
}

async fn dismiss(
    State(op): State<Arc<Operator>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    act(&op, &headers, &id, Action::Dismiss).await
}

async fn lift(
    State(op): State<Arc<Operator>>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    act(&op, &headers, &id, Action::Lift).await
}

//! Serving connections: axum's router over hyper's HTTP/1, with a deadline for each request's
//! headers (a client that opens connections and trickles bytes, or leaves them idle, holds
//! nothing for long) and the client's address on every request (for the address quotas of
//! `limits.rs`). On shutdown the listener closes, each connection finishes the request it is
//! serving, and `serve` returns once all have.

use std::future::Future;
use std::time::Duration;

use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tower::{Layer as _, Service as _};

/// Serves `app` on `listener` until `shutdown` resolves and the open requests are answered.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    header_timeout: Duration,
    shutdown: impl Future<Output = ()> + Send,
) -> std::io::Result<()> {
    let (stop, stopping) = tokio::sync::watch::channel(());
    tokio::pin!(shutdown);
    loop {
        let (io, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of file descriptors, say: wait a little rather than spin.
                    tracing::warn!(error = %e, "accepting a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let app = axum::Extension(ConnectInfo(remote)).layer(app.clone());
        let service = hyper::service::service_fn(move |req: hyper::Request<Incoming>| {
            let mut app = app.clone();
            async move { app.call(req.map(axum::body::Body::new)).await }
        });
        let mut stopping = stopping.clone();
        tokio::spawn(async move {
            let conn = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(header_timeout)
                .serve_connection(TokioIo::new(io), service)
                // A WebSocket (LiveKit's egress, `livekit::egress`) takes the connection over.
                .with_upgrades();
            tokio::pin!(conn);
            let done = tokio::select! {
                done = conn.as_mut() => done,
                _ = stopping.changed() => {
                    conn.as_mut().graceful_shutdown();
                    conn.await
                }
            };
            if let Err(e) = done {
                tracing::debug!(error = %e, %remote, "connection ended");
            }
        });
    }
    drop(listener);
    drop(stopping);
    let _ = stop.send(());
    // Every connection task holds a receiver until it is done.
    stop.closed().await;
    Ok(())
}

//! The operator's pages as HTML, rendered on the server: the dashboard (refreshing itself
//! every few seconds with a `<meta>` refresh, so no script runs), the sign-in form, and the
//! page that says how to turn the dashboard on. Everything from the database is escaped.

use std::fmt::Write as _;

use super::charts::{self, Series};
use crate::operator::figures::Searches;
use crate::operator::Dashboard;

/// How often the dashboard reloads itself, in seconds.
pub const REFRESH_SECS: u32 = 10;

pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

fn shell(title: &str, css: &str, refresh: bool, body: &str) -> String {
    let refresh = match refresh {
        true => format!(r#"<meta http-equiv="refresh" content="{REFRESH_SECS}">"#),
        false => String::new(),
    };
    format!(
        r#"<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">{refresh}<title>{} · Parley operator</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="{}"></head><body class="operator"><header class="topbar"><a class="brand" href="/operator">Parley operator</a></header><main id="main">{body}</main></body></html>"#,
        escape(title),
        escape(css)
    )
}

/// `/operator` when no password is configured.
pub fn off(css: &str) -> String {
    shell(
        "Dashboard off",
        css,
        false,
        "<h1>The operator dashboard is off</h1>\
         <p>It opens once an operator password is configured. Make its hash with</p>\
         <pre><code>parley operator-password</code></pre>\
         <p>(it reads the password from standard input and prints the hash), then set \
         <code>operator_password_hash</code> in the settings file, or \
         <code>PARLEY_OPERATOR_PASSWORD_HASH</code>, and restart Parley. \
         The README's “Operating Parley” section has the details.</p>",
    )
}

/// The sign-in form, with what went wrong last time, if anything.
pub fn sign_in(css: &str, problem: Option<&str>) -> String {
    let problem = problem
        .map(|p| format!(r#"<p class="form-error" role="alert">{}</p>"#, escape(p)))
        .unwrap_or_default();
    shell(
        "Sign in",
        css,
        false,
        &format!(
            r#"<h1>Operator sign-in</h1>{problem}<form class="card" method="post" action="/operator/login"><label for="password">Operator password</label><input id="password" name="password" type="password" autocomplete="current-password" required autofocus><button class="button primary" type="submit">Sign in</button></form>"#
        ),
    )
}

fn secs(ms: Option<i64>) -> String {
    match ms {
        Some(ms) => format!("{:.1} s", ms as f64 / 1000.0),
        None => "–".into(),
    }
}

fn share(v: Option<f64>) -> String {
    match v {
        Some(v) => format!("{:.0}%", v * 100.0),
        None => "–".into(),
    }
}

fn percentiles(
    name: &'static str,
    of: impl Fn(&Searches) -> Option<i64>,
    all: &[&Searches],
) -> Series<'static> {
    Series {
        name,
        values: all
            .iter()
            .map(|s| of(s).map(|ms| ms as f64 / 1000.0))
            .collect(),
    }
}

/// A wait in seconds as a chart writes it: tenths below ten seconds (an axis from 0 to 1 s
/// reads 0 s, 0.5 s, 1 s), whole seconds above.
fn wait(v: f64) -> String {
    if v < 10.0 && v.fract() != 0.0 {
        format!("{v:.1} s")
    } else {
        format!("{v:.0} s")
    }
}

fn time_chart(id: &str, title: &str, labels: &[String], windows: &[&Searches]) -> String {
    let series = [
        percentiles("p50", |s| s.p50, windows),
        percentiles("p90", |s| s.p90, windows),
        percentiles("p99", |s| s.p99, windows),
    ];
    charts::bars(id, title, labels, &series, &wait, None)
}

/// The dashboard. `notice`: what the last action did.
pub fn dashboard(css: &str, d: &Dashboard, notice: Option<&str>) -> String {
    let mut b = String::new();
    let _ = write!(
        b,
        r#"<h1>Parley now</h1><p class="muted">As of {} UTC; this page refreshes every {REFRESH_SECS} s. <form class="inline" method="post" action="/operator/logout"><button class="button" type="submit">Sign out</button></form></p>"#,
        d.now.format("%Y-%m-%d %H:%M:%S")
    );
    if let Some(n) = notice {
        let _ = write!(b, r#"<p class="notice" role="status">{}</p>"#, escape(n));
    }

    // Queues.
    b.push_str(r#"<section aria-labelledby="queues"><h2 id="queues">Queues</h2><table><thead><tr><th scope="col">Pool</th><th scope="col">Searching now</th><th scope="col">Last hour: learners placed (AI share)</th><th scope="col">p50 / p90 / p99 wait</th><th scope="col">Last day: learners placed (AI share)</th><th scope="col">p50 / p90 / p99 wait</th></tr></thead><tbody>"#);
    for p in &d.pools {
        let _ = write!(
            b,
            "<tr><th scope=\"row\">{}</th><td>{}</td><td>{} ({})</td><td>{} / {} / {}</td><td>{} ({})</td><td>{} / {} / {}</td></tr>",
            escape(&p.language),
            p.searching,
            p.hour.matched + p.hour.ai,
            share(p.hour.ai_share()),
            secs(p.hour.p50),
            secs(p.hour.p90),
            secs(p.hour.p99),
            p.day.matched + p.day.ai,
            share(p.day.ai_share()),
            secs(p.day.p50),
            secs(p.day.p90),
            secs(p.day.p99),
        );
    }
    b.push_str("</tbody></table>");
    let labels: Vec<String> = d.pools.iter().map(|p| p.language.clone()).collect();
    let hours: Vec<&Searches> = d.pools.iter().map(|p| &p.hour).collect();
    let days: Vec<&Searches> = d.pools.iter().map(|p| &p.day).collect();
    b.push_str(r#"<div class="charts">"#);
    b.push_str(&time_chart(
        "wait-hour",
        "Time to match by pool, last hour",
        &labels,
        &hours,
    ));
    b.push_str(&time_chart(
        "wait-day",
        "Time to match by pool, last day",
        &labels,
        &days,
    ));
    let ai = [
        Series {
            name: "last hour",
            values: hours
                .iter()
                .map(|s| s.ai_share().map(|v| v * 100.0))
                .collect(),
        },
        Series {
            name: "last day",
            values: days
                .iter()
                .map(|s| s.ai_share().map(|v| v * 100.0))
                .collect(),
        },
    ];
    b.push_str(&charts::bars(
        "ai-share",
        "AI-fallback share by pool",
        &labels,
        &ai,
        &|v| format!("{v:.0}%"),
        Some(100.0),
    ));
    let hour_labels: Vec<String> = (0..d.hourly.len())
        .map(|i| format!("-{}h", d.hourly.len() - i))
        .collect();
    let day = [
        Series {
            name: "p50 wait",
            values: d
                .hourly
                .iter()
                .map(|s| s.p50.map(|ms| ms as f64 / 1000.0))
                .collect(),
        },
        Series {
            name: "p90 wait",
            values: d
                .hourly
                .iter()
                .map(|s| s.p90.map(|ms| ms as f64 / 1000.0))
                .collect(),
        },
    ];
    b.push_str(&charts::lines(
        "wait-24h",
        "Time to match, each hour of the last day",
        &hour_labels,
        &day,
        &wait,
    ));
    b.push_str("</div></section>");

    // Calls and speech.
    let c = &d.calls;
    let r = &d.reviews;
    let _ = write!(
        b,
        r#"<section aria-labelledby="calls"><h2 id="calls">Calls and reviews</h2><dl class="figures"><dt>Calls in progress</dt><dd>{} with a person, {} with an AI partner</dd><dt>No-shows (last day)</dt><dd>{} of {} ended calls ({})</dd><dt>Interrupted (last day)</dt><dd>{} ({})</dd><dt>Reviews waiting</dt><dd>{}</dd><dt>Review latency (last day)</dt><dd>p50 {}, p90 {} over {} reviews</dd></dl></section>"#,
        c.human_now,
        c.ai_now,
        c.no_shows,
        c.ended,
        share(c.no_show_rate()),
        c.interrupted,
        share(c.interruption_rate()),
        r.waiting,
        secs(r.p50),
        secs(r.p90),
        r.built,
    );

    // Instances.
    b.push_str(r#"<section aria-labelledby="instances"><h2 id="instances">Instances</h2><table><thead><tr><th scope="col">Instance</th><th scope="col">Address</th><th scope="col">Last heartbeat</th><th scope="col">State</th><th scope="col">Calls hosted</th></tr></thead><tbody>"#);
    for i in &d.instances {
        let _ = write!(
            b,
            "<tr><th scope=\"row\">{}{}</th><td>{}</td><td>{:.1} s ago</td><td>{}</td><td>{}</td></tr>",
            &i.id.to_string()[..8],
            if i.this_one { " (this one)" } else { "" },
            escape(&i.internal_url),
            i.heartbeat_age_ms as f64 / 1000.0,
            if i.draining { "draining" } else { "serving" },
            i.calls_hosted,
        );
    }
    b.push_str("</tbody></table></section>");

    moderation(&mut b, d);
    shell("Dashboard", css, true, &b)
}

fn who(name: &Option<String>, id: uuid::Uuid) -> String {
    format!(
        "{} <span class=\"muted\">({})</span>",
        escape(name.as_deref().unwrap_or("no name")),
        &id.to_string()[..8]
    )
}

fn moderation(b: &mut String, d: &Dashboard) {
    b.push_str(r#"<section aria-labelledby="reports"><h2 id="reports">Open reports</h2>"#);
    if d.reports.is_empty() {
        b.push_str(r#"<p class="muted">No open reports.</p>"#);
    }
    for r in &d.reports {
        let _ = write!(
            b,
            r#"<article class="card report"><h3>{}: {} reported {}</h3><p class="muted">{} UTC · call {}</p>"#,
            escape(r.reason.label()),
            who(&r.reporter_name, r.reporter),
            who(&r.reported_name, r.reported),
            r.at.format("%Y-%m-%d %H:%M"),
            &r.session.to_string()[..8]
        );
        if let Some(note) = &r.note {
            let _ = write!(b, "<p><strong>Note:</strong> {}</p>", escape(note));
        }
        if let Some(excerpt) = &r.excerpt {
            let _ = write!(
                b,
                "<details><summary>Transcript excerpt</summary><pre>{}</pre></details>",
                escape(excerpt)
            );
        }
        let _ = write!(
            b,
            r#"<div class="actions"><form method="post" action="/operator/reports/{id}/suspend"><button class="button primary" type="submit">Suspend {name}</button></form><form method="post" action="/operator/reports/{id}/dismiss"><button class="button" type="submit">Dismiss</button></form></div></article>"#,
            id = r.id,
            name = escape(r.reported_name.as_deref().unwrap_or("the reported learner")),
        );
    }
    b.push_str("</section>");

    b.push_str(
        r#"<section aria-labelledby="suspended"><h2 id="suspended">Suspended by an operator</h2>"#,
    );
    if d.suspended.is_empty() {
        b.push_str(r#"<p class="muted">Nobody.</p>"#);
    }
    for s in &d.suspended {
        let since = chrono::DateTime::from_timestamp_millis(s.suspended_at).unwrap_or_default();
        let _ = write!(
            b,
            r#"<div class="card suspended"><p>{} since {} UTC</p><form method="post" action="/operator/learners/{}/lift"><button class="button" type="submit">Lift</button></form></div>"#,
            who(&s.display_name, s.id),
            since.format("%Y-%m-%d %H:%M"),
            s.id
        );
    }
    b.push_str("</section>");

    b.push_str(r#"<section aria-labelledby="log"><h2 id="log">Moderation log</h2>"#);
    if d.log.is_empty() {
        b.push_str(r#"<p class="muted">No actions yet.</p>"#);
    } else {
        b.push_str(r#"<table><thead><tr><th scope="col">When (UTC)</th><th scope="col">Action</th><th scope="col">Learner</th><th scope="col">Report</th></tr></thead><tbody>"#);
        for a in &d.log {
            let at = chrono::DateTime::from_timestamp_millis(a.at).unwrap_or_default();
            let _ = write!(
                b,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                at.format("%Y-%m-%d %H:%M:%S"),
                escape(&a.action),
                who(&a.learner_name, a.learner_id),
                a.report_id
                    .map(|r| r.to_string()[..8].to_owned())
                    .unwrap_or_else(|| "–".into()),
            );
        }
        b.push_str("</tbody></table>");
    }
    b.push_str("</section>");
}

#[cfg(test)]
mod tests {
    use super::wait;

    #[test]
    fn short_waits_keep_their_tenths_on_the_axis() {
        assert_eq!(wait(0.0), "0 s");
        assert_eq!(wait(0.5), "0.5 s");
        assert_eq!(wait(1.0), "1 s");
        assert_eq!(wait(2.5), "2.5 s");
        assert_eq!(wait(25.0), "25 s");
        assert_eq!(wait(12.4), "12 s");
    }
}

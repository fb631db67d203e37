//! "Your progress": the learner's last calls as three small charts (pace, corrections per 100
//! words, speaking share), each with its trend in words, and the corrections that keep coming
//! back (`crate::review::progress` has the rules and the words).

use leptos::prelude::*;

use crate::review::progress::{trend, value, Progress, CHARTED};

/// Chart geometry, in viewBox units: one bar slot per call.
const WIDTH: usize = 240;
const TALL: f64 = 48.0;
const BASE: f64 = 52.0;

#[component]
pub fn ProgressView(progress: Progress) -> impl IntoView {
    let calls = progress.calls;
    let body = match calls.len() {
        0 => return None,
        1 => view! {
            <p class="hint" data-testid="progress-empty">
                "After your next call you will see here how your speaking changes from call to call."
            </p>
        }
        .into_any(),
        _ => CHARTED
            .iter()
            .map(|(key, title)| {
                let values: Vec<f64> = calls.iter().map(|c| value(key, c)).collect();
                let unit = if *key == "share" { "%" } else { "" };
                let digits = usize::from(*key == "corrections");
                let top = values.iter().cloned().fold(0.0, f64::max).max(1.0);
                // A bar is never wider than a twentieth of the chart: two calls look like two calls.
                let slot = (WIDTH / values.len()).min(WIDTH / 20 * 2);
                let desc = values
                    .iter()
                    .enumerate()
                    .map(|(i, v)| format!("call {}: {v:.digits$}{unit}", i + 1))
                    .collect::<Vec<_>>()
                    .join(", ");
                let bars = values
                    .iter()
                    .enumerate()
                    .map(|(i, v)| {
                        let tall = (v / top * TALL).max(1.0);
                        view! {
                            <rect x=(i * slot + 1).to_string() y=format!("{:.1}", BASE - tall)
                                width=(slot.saturating_sub(2).max(1)).to_string() height=format!("{tall:.1}")>
                                <title>{format!("Call {}: {v:.digits$}{unit}", i + 1)}</title>
                            </rect>
                        }
                    })
                    .collect_view();
                let id = format!("progress-{key}");
                view! {
                    <figure class="progress-figure" data-testid=id.clone()>
                        <figcaption>{*title}</figcaption>
                        <svg class="progress-chart" viewBox=format!("0 0 {WIDTH} 56") role="img"
                            aria-labelledby=format!("{id}-title {id}-desc")>
                            <title id=format!("{id}-title")>{format!("{title}, your last {} calls", values.len())}</title>
                            <desc id=format!("{id}-desc")>{desc}</desc>
                            <g aria-hidden="true">
                                {bars}
                                <line x1="0" x2=WIDTH.to_string() y1=BASE.to_string() y2=BASE.to_string()/>
                            </g>
                        </svg>
                        <p class="trend">{trend(key, &calls)}</p>
                    </figure>
                }
            })
            .collect_view()
            .into_any(),
    };
    let recurring = (!progress.recurring.is_empty()).then(|| {
        view! {
            <h4>"Corrections that keep coming back"</h4>
            <ul class="recurring" data-testid="recurring">
                {progress.recurring.into_iter().map(|r| view! {
                    <li>
                        <del>{r.original}</del> " → " <ins>{r.suggestion}</ins>
                        <span class="hint">{format!(" in {} calls", r.calls)}</span>
                    </li>
                }).collect_view()}
            </ul>
        }
    });
    Some(view! {
        <section class="progress" aria-labelledby="progress-heading" data-testid="progress">
            <h3 id="progress-heading">"Your progress"</h3>
            {body}
            {recurring}
        </section>
    })
}

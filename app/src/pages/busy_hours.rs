//! "When people are around": the pool's calls between learners over the last four weeks, as a
//! small chart of today's hours and a one-line summary of the week, both in the learner's own
//! time zone (`crate::history` has the rules and the words).
//!
//! The server sends counts per UTC hour; only the browser knows its time zone. So the server
//! renders a neutral line, the first render in the browser does the same (hydration matches),
//! and an effect, which runs only in the browser, fills in the local chart.

use leptos::prelude::*;

use super::clock::{local_now, LocalNow};
use crate::history::{busy_summary, day_description, LocalWeek, WEEKDAYS};
use crate::wire::BusyHours;

/// Chart geometry, in viewBox units: 24 bars of `BAR` with a gap, `TALL` at the peak, and a
/// margin either side for the hour labels under the first and last bars.
const SLOT: usize = 10;
const BAR: usize = 8;
const TALL: usize = 56;
const BASE: usize = 60;

/// The busy hours of the learner's pool under a heading of `level` (2 or 3); nothing when they
/// could not be loaded. `id` keeps the chart's ids unique on the page.
#[component]
pub fn BusyHoursChart(busy: Option<BusyHours>, id: &'static str, level: u8) -> impl IntoView {
    let local = RwSignal::new(None::<LocalNow>);
    Effect::new(move |_| local.set(local_now()));
    let heading_id = format!("{id}-heading");
    let heading = match level {
        2 => view! { <h2 id=heading_id.clone()>"When people are around"</h2> }.into_any(),
        _ => view! { <h3 id=heading_id.clone()>"When people are around"</h3> }.into_any(),
    };
    busy.map(|busy| {
        view! {
            <section class="busy-hours" aria-labelledby=heading_id data-testid="busy-hours">
                {heading}
                {move || match local.get() {
                    None => view! {
                        <p class="hint" data-testid="busy-summary">
                            "The busiest hours show here in your own time."
                        </p>
                    }
                        .into_any(),
                    Some(now) => local_chart(&busy, now, id).into_any(),
                }}
            </section>
        }
    })
}

fn local_chart(busy: &BusyHours, now: LocalNow, id: &'static str) -> impl IntoView {
    let week = LocalWeek::from_utc(busy, now.utc_offset_min);
    let summary = busy_summary(busy.language, &week);
    let peak = week.peak();
    let chart = (peak > 0).then(|| {
        let title = format!(
            "Calls between {} learners on {}s, by hour, in your time",
            busy.language.label(),
            WEEKDAYS[now.weekday]
        );
        let bars = week
            .day(now.weekday)
            .iter()
            .enumerate()
            .map(|(hour, &calls)| {
                let tall = (calls as usize * TALL).div_ceil(peak as usize);
                let class = if hour == now.hour { "now" } else { "" };
                view! {
                    <rect class=class x=(hour * SLOT + 1).to_string() y=(BASE - tall).to_string()
                        width=BAR.to_string() height=tall.to_string()/>
                }
            })
            .collect_view();
        let ticks = [0usize, 6, 12, 18]
            .map(|hour| {
                view! {
                    <text x=(hour * SLOT + BAR / 2 + 1).to_string() y="74" text-anchor="middle">
                        {format!("{hour:02}:00")}
                    </text>
                }
            })
            .collect_view();
        view! {
            <svg class="busy-chart" viewBox="-12 0 264 78" role="img"
                aria-labelledby=format!("{id}-title {id}-desc")>
                <title id=format!("{id}-title")>{title}</title>
                <desc id=format!("{id}-desc")>{day_description(&week, now.weekday)}</desc>
                <g aria-hidden="true">
                    {bars}
                    <line x1="0" x2="240" y1=BASE.to_string() y2=BASE.to_string()/>
                    {ticks}
                </g>
            </svg>
        }
    });
    let caption = (peak > 0).then(|| {
        let day = WEEKDAYS[now.weekday];
        view! {
            <p class="hint busy-day">
                {format!("{day}s over the last four weeks, hour by hour, your time. The dark bar is now.")}
            </p>
        }
    });
    view! {
        {caption}
        {chart}
        <p data-testid="busy-summary">{summary}</p>
    }
}

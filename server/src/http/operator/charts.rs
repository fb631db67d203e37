//! The dashboard's charts: SVG drawn on the server, with a `<title>` and `<desc>` a screen
//! reader reads, text labels on every axis and bar group, and colours from the stylesheet
//! (`.series-N`), so the page needs no script and nothing from elsewhere. Each chart sits in a
//! `<figure>` whose caption shows its title to sighted readers too.

use std::fmt::Write as _;

use super::page::escape;

const W: f64 = 640.0;
const H: f64 = 220.0;
const LEFT: f64 = 56.0;
const RIGHT: f64 = 12.0;
const TOP: f64 = 28.0;
const BOTTOM: f64 = 44.0;

/// One series of values, one per x position; `None` where there is no figure.
pub struct Series<'a> {
    pub name: &'a str,
    pub values: Vec<Option<f64>>,
}

/// A "nice" upper bound for the y axis: 1, 2 or 5 times a power of ten, at least `max`.
fn nice_max(max: f64) -> f64 {
    if max <= 0.0 || !max.is_finite() {
        return 1.0;
    }
    let p = 10f64.powf(max.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * p)
        .find(|v| *v >= max)
        .unwrap_or(10.0 * p)
}

/// The y axis' top for the largest value of `series`.
fn axis_top(series: &[Series]) -> f64 {
    nice_max(
        series
            .iter()
            .flat_map(|s| s.values.iter().flatten())
            .fold(0.0, |a, b| a.max(*b)),
    )
}

fn open(out: &mut String, id: &str, title: &str, desc: &str) {
    let title = escape(title);
    let _ = write!(
        out,
        r#"<figure class="chart-box"><figcaption aria-hidden="true">{title}</figcaption><svg class="chart" id="{id}" viewBox="0 0 {W} {H}" role="img" aria-labelledby="{id}-t {id}-d"><title id="{id}-t">{title}</title><desc id="{id}-d">{}</desc>"#,
        escape(desc)
    );
}

const CLOSE: &str = "</svg></figure>";

/// The y axis with gridlines at 0, ½ and the top; `fmt` writes a value.
fn y_axis(out: &mut String, top: f64, fmt: &dyn Fn(f64) -> String) {
    for f in [0.0, 0.5, 1.0] {
        let y = H - BOTTOM - f * (H - TOP - BOTTOM);
        let _ = write!(
            out,
            r#"<line class="grid" x1="{LEFT}" x2="{}" y1="{y:.1}" y2="{y:.1}"/><text class="axis" x="{}" y="{:.1}" text-anchor="end">{}</text>"#,
            W - RIGHT,
            LEFT - 6.0,
            y + 4.0,
            escape(&fmt(f * top))
        );
    }
}

fn legend(out: &mut String, series: &[Series]) {
    let mut x = LEFT;
    for (i, s) in series.iter().enumerate() {
        let _ = write!(
            out,
            r#"<rect class="series-{i}" x="{x:.1}" y="8" width="10" height="10"/><text class="legend" x="{:.1}" y="17">{}</text>"#,
            x + 14.0,
            escape(s.name)
        );
        x += 28.0 + 9.0 * s.name.len() as f64;
    }
}

/// Grouped bars: one group per label, one bar per series.
pub fn bars(
    id: &str,
    title: &str,
    labels: &[String],
    series: &[Series],
    fmt: &dyn Fn(f64) -> String,
    fixed_max: Option<f64>,
) -> String {
    let mut out = String::new();
    let max = fixed_max.unwrap_or_else(|| axis_top(series));
    let desc = describe(labels, series, fmt);
    open(&mut out, id, title, &desc);
    y_axis(&mut out, max, fmt);
    legend(&mut out, series);
    let plot_w = W - LEFT - RIGHT;
    let group_w = plot_w / labels.len().max(1) as f64;
    let bar_w = (group_w * 0.8) / series.len().max(1) as f64;
    let plot_h = H - TOP - BOTTOM;
    for (g, label) in labels.iter().enumerate() {
        let gx = LEFT + g as f64 * group_w + group_w * 0.1;
        for (i, s) in series.iter().enumerate() {
            let Some(v) = s.values.get(g).copied().flatten() else {
                continue;
            };
            let h = (v / max).clamp(0.0, 1.0) * plot_h;
            let _ = write!(
                out,
                r#"<rect class="series-{i}" x="{:.1}" y="{:.1}" width="{:.1}" height="{h:.1}"><title>{} {}: {}</title></rect>"#,
                gx + i as f64 * bar_w,
                H - BOTTOM - h,
                bar_w * 0.9,
                escape(label),
                escape(s.name),
                escape(&fmt(v))
            );
        }
        let _ = write!(
            out,
            r#"<text class="axis" x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            gx + group_w * 0.4,
            H - BOTTOM + 16.0,
            escape(label)
        );
    }
    out.push_str(CLOSE);
    out
}

/// Lines over x positions labelled `labels` (every fourth label is drawn).
pub fn lines(
    id: &str,
    title: &str,
    labels: &[String],
    series: &[Series],
    fmt: &dyn Fn(f64) -> String,
) -> String {
    let mut out = String::new();
    let max = axis_top(series);
    let desc = describe(labels, series, fmt);
    open(&mut out, id, title, &desc);
    y_axis(&mut out, max, fmt);
    legend(&mut out, series);
    let n = labels.len().max(2);
    let x = |i: usize| LEFT + i as f64 * (W - LEFT - RIGHT) / (n - 1) as f64;
    let y = |v: f64| H - BOTTOM - (v / max).clamp(0.0, 1.0) * (H - TOP - BOTTOM);
    for (i, s) in series.iter().enumerate() {
        let points: Vec<String> = s
            .values
            .iter()
            .enumerate()
            .filter_map(|(k, v)| v.map(|v| format!("{:.1},{:.1}", x(k), y(v))))
            .collect();
        if !points.is_empty() {
            let _ = write!(
                out,
                r#"<polyline class="line series-{i}" points="{}"/>"#,
                points.join(" ")
            );
        }
        // A marker on every point: an hour with figures shows even when its neighbours have none.
        for (k, v) in s.values.iter().enumerate() {
            let Some(v) = *v else { continue };
            let _ = write!(
                out,
                r#"<circle class="series-{i}" cx="{:.1}" cy="{:.1}" r="4"><title>{} {}: {}</title></circle>"#,
                x(k),
                y(v),
                escape(labels.get(k).map_or("", String::as_str)),
                escape(s.name),
                escape(&fmt(v))
            );
        }
    }
    for (k, label) in labels.iter().enumerate().step_by(4) {
        let _ = write!(
            out,
            r#"<text class="axis" x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            x(k),
            H - BOTTOM + 16.0,
            escape(label)
        );
    }
    out.push_str(CLOSE);
    out
}

/// The chart in words, for its `<desc>`.
fn describe(labels: &[String], series: &[Series], fmt: &dyn Fn(f64) -> String) -> String {
    let mut parts = Vec::new();
    for s in series {
        let vals: Vec<String> = labels
            .iter()
            .zip(&s.values)
            .filter_map(|(l, v)| v.map(|v| format!("{l} {}", fmt(v))))
            .collect();
        let vals = match vals.is_empty() {
            true => "no data".to_owned(),
            false => vals.join(", "),
        };
        parts.push(format!("{}: {vals}", s.name));
    }
    parts.join("; ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn axis_tops_are_round() {
        assert_eq!(nice_max(0.0), 1.0);
        assert_eq!(nice_max(3.2), 5.0);
        assert_eq!(nice_max(12.0), 20.0);
        assert_eq!(nice_max(100.0), 100.0);
    }

    #[test]
    fn a_bar_chart_labels_its_groups_and_skips_missing_values() {
        let svg = bars(
            "t",
            "Time <to> match",
            &["en".into(), "es".into()],
            &[Series {
                name: "p50",
                values: vec![Some(2.0), None],
            }],
            &|v| format!("{v:.0} s"),
            None,
        );
        assert!(svg.starts_with("<figure") && svg.ends_with("</svg></figure>"));
        assert!(svg.contains("<figcaption aria-hidden=\"true\">Time &lt;to&gt; match</figcaption>"));
        assert!(svg.contains("<title id=\"t-t\">Time &lt;to&gt; match</title>"));
        assert!(svg.contains(">en</text>") && svg.contains(">es</text>"));
        assert_eq!(
            svg.matches("<rect class=\"series-0\" x=").count(),
            2,
            "{svg}"
        );
        assert!(svg.contains("p50: en 2 s"));
    }

    #[test]
    fn a_line_chart_marks_a_lone_point() {
        let svg = lines(
            "l",
            "Wait",
            &["-2h".into(), "-1h".into(), "-0h".into()],
            &[Series {
                name: "p50",
                values: vec![None, Some(4.0), None],
            }],
            &|v| format!("{v:.0} s"),
        );
        assert_eq!(
            svg.matches("<circle class=\"series-0\"").count(),
            1,
            "{svg}"
        );
        assert!(svg.contains("<title>-1h p50: 4 s</title>"), "{svg}");
    }
}

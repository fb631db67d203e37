//! `cargo bench -p server --bench media`: the built-in room under load from synthetic WebRTC
//! peers (str0m clients over UDP loopback, full ICE/DTLS/SRTP, Opus speech both ways).
//!
//! The room runs on its own thread ("parley-media") and the tap on its own ("parley-tap"), so
//! their CPU time is read from /proc apart from the peers' (which share the same 2 cores and
//! are not counted). Printed: offer → connected time, the room's CPU per two-party call with
//! the tap on, and how that scales with simultaneous calls.
//!   PARLEY_BENCH_SECS   seconds per measurement (default 30; PARLEY_BENCH_QUICK=1: 5)

mod common;

use std::time::{Duration, Instant};

use server::media::hub::MediaHub;
use server::media::synthetic::{tone, Report, Script, SyntheticPeer};
use server::media::tap::{PcmChunk, TapConsumer};
use uuid::Uuid;

/// Stands in for the observer: takes every chunk, as speech recognition would, and keeps a
/// count so the work cannot be optimised away.
struct Sink(u64);

impl TapConsumer for Sink {
    fn audio(&mut self, chunk: &PcmChunk) {
        self.0 += chunk.samples.len() as u64;
    }
}

/// CPU seconds used so far by this process's threads with the given names.
fn thread_cpu(names: &[&str]) -> f64 {
    let ticks = 100.0; // USER_HZ on Linux
    let mut total = 0.0;
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return f64::NAN;
    };
    for t in tasks.flatten() {
        let comm = std::fs::read_to_string(t.path().join("comm")).unwrap_or_default();
        if !names.contains(&comm.trim()) {
            continue;
        }
        let stat = std::fs::read_to_string(t.path().join("stat")).unwrap_or_default();
        // Fields after the parenthesised name: utime and stime are the 12th and 13th.
        let rest = stat.rsplit(')').next().unwrap_or("");
        let f: Vec<&str> = rest.split_whitespace().collect();
        let utime: f64 = f.get(11).and_then(|v| v.parse().ok()).unwrap_or(0.0);
        let stime: f64 = f.get(12).and_then(|v| v.parse().ok()).unwrap_or(0.0);
        total += (utime + stime) / ticks;
    }
    total
}

/// Starts the room, with the tap on, on its own thread and runtime.
fn start_room() -> MediaHub {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("parley-media".into())
        .spawn(move || {
            let rt = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let hub = MediaHub::loopback(vec![Box::new(Sink(0))]).await.unwrap();
                tx.send(hub).unwrap();
                std::future::pending::<()>().await;
            });
        })
        .unwrap();
    rx.recv().unwrap()
}

struct CallResult {
    reports: [Report; 2],
    offer_to_connected: [Duration; 2],
}

/// One two-party call: both peers speak (looped) for `secs`.
async fn call(hub: MediaHub, secs: f64) -> CallResult {
    let (session, a, b) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    let mut handles = Vec::new();
    for (ticket, freq) in [(a, 300.0), (b, 500.0)] {
        let hub = hub.clone();
        handles.push(tokio::spawn(async move {
            let started = Instant::now();
            let seat = usize::from(ticket == b);
            let peer = SyntheticPeer::learner(&hub, session, [a, b], seat, Uuid::new_v4(), true)
                .await
                .unwrap();
            let signalled = started.elapsed();
            let report = peer
                .run(Script {
                    speech: tone(freq, 1.0),
                    repeat: true,
                    duration: Duration::from_secs_f64(secs),
                })
                .await;
            let connected = signalled + report.connected_after.unwrap_or(Duration::MAX / 4);
            (report, connected)
        }));
    }
    let mut out = Vec::new();
    for h in handles {
        out.push(h.await.unwrap());
    }
    let (r1, c1) = out.pop().unwrap();
    let (r0, c0) = out.pop().unwrap();
    CallResult {
        reports: [r0, r1],
        offer_to_connected: [c0, c1],
    }
}

fn pct(xs: &mut [Duration], p: f64) -> f64 {
    xs.sort();
    let i = ((xs.len() as f64 - 1.0) * p).round() as usize;
    xs[i].as_secs_f64() * 1000.0
}

fn main() {
    if common::listing() {
        return;
    }
    let quick = common::quick();
    let secs: f64 = common::number("PARLEY_BENCH_SECS", if quick { 5.0 } else { 30.0 });
    let hub = start_room();
    // The peers get the other core.
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async move {
        println!("Parley media benchmark: built-in room, synthetic str0m peers on UDP loopback, tap on");
        println!("each call: two peers, each sending 20 ms Opus frames of a looped tone, {secs:.0} s per row\n");
        println!(
            "{:>5} {:>12} {:>12} {:>13} {:>13} {:>10}",
            "calls", "room CPU", "per call", "connect p50", "connect p95", "delivered"
        );
        let levels: &[usize] = if quick { &[1, 4] } else { &[1, 4, 16, 32] };
        let mut per_call_at_one = f64::NAN;
        let mut largest = (0usize, f64::NAN);
        for &n in levels {
            let cpu0 = thread_cpu(&["parley-media", "parley-tap"]);
            let t0 = Instant::now();
            let calls: Vec<_> = (0..n).map(|_| tokio::spawn(call(hub.clone(), secs))).collect();
            let mut connect = Vec::new();
            let (mut sent, mut received) = (0u64, 0u64);
            for c in calls {
                let r = c.await.unwrap();
                connect.extend(r.offer_to_connected);
                for (me, other) in [(0, 1), (1, 0)] {
                    sent += r.reports[other].packets_sent;
                    received += r.reports[me].packets_received;
                }
            }
            let wall = t0.elapsed().as_secs_f64();
            let cpu = thread_cpu(&["parley-media", "parley-tap"]) - cpu0;
            let share = cpu / wall * 100.0;
            if n == 1 {
                per_call_at_one = share;
            }
            largest = (n, share);
            println!(
                "{:>5} {:>10.1} % {:>10.2} % {:>11.1}ms {:>11.1}ms {:>9.1}%",
                n,
                share,
                share / n as f64,
                pct(&mut connect, 0.5),
                pct(&mut connect, 0.95),
                received as f64 / sent.max(1) as f64 * 100.0
            );
            // Let the room forget the finished calls before the next row.
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
        println!(
            "\nroom CPU per two-party call with the tap on: {per_call_at_one:.2} % of one core (target <= 5 %)"
        );
        println!(
            "calls one core sustains: {} measured at {:.1} % of a core; extrapolated linearly, about {:.0}",
            largest.0,
            largest.1,
            100.0 * largest.0 as f64 / largest.1.max(0.01)
        );
        println!("(room CPU = the media thread plus the tap thread; the peers' own CPU is not counted)");
    });
}

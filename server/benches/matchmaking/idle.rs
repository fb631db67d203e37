//! Idle polls: N searchers nobody can pair (all male, all wanting a female partner), each
//! polling every 1.5 s without waiting, as the seed's clients did.
//!
//! The load is open-loop and spread evenly: learner `i` polls at `i/N` of the interval and
//! then every interval, N/1.5 polls per second in all. A fixed set of clients, each on one
//! kept-alive connection, sends them: client `w` sends the polls of learners `w, w + K, ...` in
//! their order. Latency is measured from the moment a poll is sent until its answer (the
//! server's latency); a client still busy with an earlier poll sends late, and that delay is
//! reported separately as the lag, with the rate actually sent, so a client that cannot keep
//! up shows as lag and a lower rate instead of as server latency. Parley's learners join
//! through the schedule, 1,000 per interval, and poll from then on; the seed's searches start
//! straight in the database (`searching` says why). Nothing is measured until two intervals
//! after the last arrival.
//!
//! Then two closed-loop ceilings on the same server, each for 2 s with the same clients: idle
//! polls as fast as they are answered, and a request the server answers without any work
//! (`GET /pkg/` of a missing file: routing and HTTP only), which bounds what this client and
//! this server reach together on this machine.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use app::domain::{Gender, Level, WantGender, WantLevel};
use server::domain::Seeker;
use sqlx::PgPool;

use crate::http::Conn;
use crate::{call, cpu, create_learners, pct, start_server, Db, Variant};

/// Simultaneous clients (connections) sending the polls.
const CLIENTS: usize = 64;
const INTERVAL: Duration = Duration::from_millis(1500);
/// Intervals of the schedule before measuring, after the last arrival.
const WARM_UP: u32 = 2;
/// Parley's learners join at most this many per interval, each polling from the next
/// interval on, as learners arriving over time would. Joined all at once and left silent
/// until the schedule starts, they would be ghosts to the server, as closed tabs are: their
/// first polls announce their return, and each announcement makes every search's next poll a
/// full look (`searchers.rs`), a wave this measurement is not about.
const ARRIVALS_PER_INTERVAL: usize = 1000;

pub struct IdleRow {
    pub target: f64,
    /// Polls per second sent in the measured window.
    pub sent: f64,
    pub p50: f64,
    pub p99: f64,
    /// p99 of how late polls were sent (client queueing).
    pub lag_p99: f64,
    pub errors: usize,
    /// CPU ms per poll: client/server/postgres.
    pub cpu: String,
    /// Closed loop: idle polls per second, and trivial requests per second.
    pub max_polls: f64,
    pub max_trivial: f64,
}

#[derive(Default)]
struct Measured {
    lat: Vec<Duration>,
    lag: Vec<Duration>,
    sent: usize,
    errors: usize,
}

pub async fn cell(v: Variant, n: usize, secs: u64) -> IdleRow {
    let db = Db::fresh().await;
    let server = start_server(&db, 600, v).await;
    let pool = PgPool::connect(&db.url).await.unwrap();
    let lonely = Seeker {
        gender: Gender::Male,
        level: Level::B1,
        want_gender: WantGender::Female,
        want_level: WantLevel::Any,
    };
    let people = create_learners(&pool, &vec![lonely; n]).await;
    // The seed's searches exist before the schedule starts; Parley's learners arrive through
    // `join`, spread over the first `ramp` intervals, and poll from their next interval on.
    let (learners, ramp): (Vec<(String, Option<uuid::Uuid>)>, u32) = match v {
        Variant::Seed => (
            searching(&pool, people, lonely)
                .await
                .into_iter()
                .map(|(c, t)| (c, Some(t)))
                .collect(),
            0,
        ),
        Variant::Parley | Variant::Before => (
            people.into_iter().map(|(_, c)| (c, None)).collect(),
            n.div_ceil(ARRIVALS_PER_INTERVAL) as u32,
        ),
    };
    let learners = Arc::new(learners);
    let k = CLIENTS.min(n).max(1);

    let started = Instant::now() + Duration::from_millis(50);
    let measure_from = started + INTERVAL * (ramp + WARM_UP);
    let until = measure_from + Duration::from_secs(secs);
    let out = Arc::new(Mutex::new(Measured::default()));
    let cpu_at_start = tokio::spawn({
        let (pid, db) = (server.child.id(), db.name.clone());
        async move {
            tokio::time::sleep_until(measure_from.into()).await;
            cpu::sample(pid, &db)
        }
    });
    let tasks: Vec<_> = (0..k)
        .map(|w| {
            let (learners, out, addr) = (learners.clone(), out.clone(), server.addr.clone());
            tokio::spawn(async move {
                let mut conn = Conn::new(&addr);
                let mut m = Measured::default();
                let n = learners.len();
                let mut tickets: Vec<Option<uuid::Uuid>> =
                    (w..n).step_by(k).map(|i| learners[i].1).collect();
                'rounds: for round in 0.. {
                    for (j, i) in (w..n).step_by(k).enumerate() {
                        let arrives = if ramp == 0 {
                            0
                        } else {
                            (i % ramp as usize) as u32
                        };
                        if round < arrives {
                            continue;
                        }
                        let due =
                            started + INTERVAL * round + INTERVAL.mul_f64(i as f64 / n as f64);
                        // A client that fell behind stops with the others.
                        if due >= until || Instant::now() >= until {
                            break 'rounds;
                        }
                        tokio::time::sleep_until(due.into()).await;
                        let cookie = &learners[i].0;
                        let Some(ticket) = tickets[j] else {
                            let s = call(&mut conn, cookie, "join", crate::NO_PREFS).await;
                            tickets[j] = s.map(|s| s.ticket_id);
                            continue;
                        };
                        let form = format!("ticket_id={ticket}&wait_ms=0");
                        let sent = Instant::now();
                        let ok = call(&mut conn, cookie, "poll", &form)
                            .await
                            .is_some_and(|s| s.state == "searching");
                        if sent < measure_from || sent >= until {
                            continue;
                        }
                        m.sent += 1;
                        if ok {
                            m.lat.push(sent.elapsed());
                            m.lag.push(sent - due);
                        } else {
                            m.errors += 1;
                        }
                    }
                }
                let mut o = out.lock().unwrap();
                o.lat.append(&mut m.lat);
                o.lag.append(&mut m.lag);
                o.sent += m.sent;
                o.errors += m.errors;
                (w..n)
                    .step_by(k)
                    .zip(tickets)
                    .filter_map(|(i, t)| Some((learners[i].0.clone(), t?)))
                    .collect::<Vec<_>>()
            })
        })
        .collect();
    let mut joined = Vec::new();
    for t in tasks {
        joined.extend(t.await.unwrap());
    }
    let joined = Arc::new(joined);
    let window = until.duration_since(measure_from).as_secs_f64();
    let used = cpu::sample(server.child.id(), &db.name).since(&cpu_at_start.await.unwrap());
    let mut m = std::mem::take(&mut *out.lock().unwrap());

    let max_polls = closed_loop(k, &server.addr, Some(joined.clone())).await;
    let max_trivial = closed_loop(k, &server.addr, None).await;
    pool.close().await;
    drop(server);
    db.drop_it().await;
    IdleRow {
        target: n as f64 / INTERVAL.as_secs_f64(),
        sent: m.sent as f64 / window,
        p50: pct(&mut m.lat, 0.5),
        p99: pct(&mut m.lat, 0.99),
        lag_p99: pct(&mut m.lag, 0.99),
        errors: m.errors,
        cpu: used.per(m.sent as f64),
        max_polls,
        max_trivial,
    }
}

/// The seed's searches, started straight in the database: its join scans the whole queue
/// under its global lock, so 10,000 joins through it take longer than the measurement, and a
/// seed server keeps nothing about a search but its row, which this writes as its join would.
async fn searching(
    pool: &PgPool,
    people: Vec<(uuid::Uuid, String)>,
    who: Seeker,
) -> Vec<(String, uuid::Uuid)> {
    let tickets: Vec<uuid::Uuid> = people.iter().map(|_| uuid::Uuid::new_v4()).collect();
    let learners: Vec<uuid::Uuid> = people.iter().map(|(id, _)| *id).collect();
    sqlx::query(
        "INSERT INTO match_tickets (id, learner_id, pool, status, self_gender, self_level,
             want_gender, want_level, created_at, queued_at, expires_at, last_seen_at)
         SELECT t, l, 'en', 'searching', $3, $4, $5, $6, $7, $7, $7 + 600000, $7
         FROM UNNEST($1::uuid[], $2::uuid[]) AS v (t, l)",
    )
    .bind(&tickets)
    .bind(&learners)
    .bind(who.gender.as_str())
    .bind(who.level.rank())
    .bind(who.want_gender.as_str())
    .bind(who.want_level.as_str())
    .bind(chrono::Utc::now().timestamp_millis())
    .execute(pool)
    .await
    .unwrap();
    people
        .into_iter()
        .zip(tickets)
        .map(|((_, cookie), t)| (cookie, t))
        .collect()
}

/// Requests per second that `k` clients get answered for 2 s, each sending its next request
/// as soon as the last is answered: idle polls of `joined`, or (`None`) the trivial request.
async fn closed_loop(k: usize, addr: &str, joined: Option<Arc<Vec<(String, uuid::Uuid)>>>) -> f64 {
    let until = Instant::now() + Duration::from_secs(2);
    let started = Instant::now();
    let tasks: Vec<_> = (0..k)
        .map(|w| {
            let (joined, addr) = (joined.clone(), addr.to_owned());
            tokio::spawn(async move {
                let mut conn = Conn::new(&addr);
                let mut done = 0u64;
                let mut i = w;
                while Instant::now() < until {
                    let ok = match &joined {
                        Some(j) => {
                            let (cookie, ticket) = &j[i % j.len()];
                            i += k;
                            let form = format!("ticket_id={ticket}&wait_ms=0");
                            call(&mut conn, cookie, "poll", &form).await.is_some()
                        }
                        None => conn
                            .get("/pkg/missing.txt")
                            .await
                            .is_some_and(|r| r.status == 404),
                    };
                    done += u64::from(ok);
                }
                done
            })
        })
        .collect();
    let mut total = 0;
    for t in tasks {
        total += t.await.unwrap();
    }
    total as f64 / started.elapsed().as_secs_f64()
}

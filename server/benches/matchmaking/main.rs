//! `cargo bench -p server --bench matchmaking`: Parley's matchmaking against the seed design,
//! side by side in one run, through the real server functions over HTTP, on PostgreSQL.
//!
//! Each cell starts a fresh database and a real `parley` process. The seed variant is the same
//! binary started with `PARLEY_PAIRING=seed-baseline` (the seed's application-side transaction
//! under one app-wide advisory lock, with its one-sided filter: `store/seed_baseline.rs`) and
//! clients that poll every 1.5 s without waiting. Parley's clients long-poll.
//!
//! The simulated clients speak HTTP/1.1 over kept-alive connections through a small client of
//! their own (`http.rs`), so that the machine's two cores go to the server and PostgreSQL
//! rather than to the load generator; each row also says where the CPU went (this process,
//! the server, the cell's PostgreSQL backends). `idle.rs` describes the idle-poll load.
//!
//! Environment: `PARLEY_TEST_PG_URL` (admin URL, default the local server),
//! `PARLEY_BENCH_SECS` (seconds per cell, default 5), `PARLEY_BENCH_QUICK=1` (small cells),
//! `PARLEY_BENCH_LEVELS` / `PARLEY_BENCH_IDLE` (comma-separated concurrency levels / idle
//! population sizes to run instead of the defaults, e.g. `64` and `10000`; `0` runs none),
//! `PARLEY_BENCH_VARIANTS` (comma-separated among `seed`, `before`, `parley` to run only
//! those), `PARLEY_BENCH_BEFORE_BIN` (path of another `parley` binary, say a build of the
//! previous commit, to run as the variant `before` beside this build).

#[path = "../common/mod.rs"]
mod common;
mod cpu;
mod http;
mod idle;

use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use app::domain::{Gender, Level, WantGender, WantLevel};
use rand::{Rng, SeedableRng};
use server::domain::pairing::{compatible, Seeker};
use sqlx::{Connection, PgPool};
use uuid::Uuid;

use http::Conn;

const COOKIE_KEY: &str = "bench-cookie-key-0123456789abcdef0123456789";
const ADMIN: &str = "postgres://postgres@127.0.0.1:5432/postgres";

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Variant {
    Seed,
    Parley,
    /// Parley as built by another `parley` binary (`PARLEY_BENCH_BEFORE_BIN`): an earlier
    /// build, measured side by side with this one.
    Before,
}

impl Variant {
    fn name(self) -> &'static str {
        match self {
            Variant::Seed => "seed",
            Variant::Parley => "parley",
            Variant::Before => "before",
        }
    }
}

struct Db {
    url: String,
    name: String,
    admin: String,
}

impl Db {
    async fn fresh() -> Db {
        let admin = std::env::var("PARLEY_TEST_PG_URL").unwrap_or_else(|_| ADMIN.into());
        let name = format!("parley_bench_{}", Uuid::new_v4().simple());
        let mut c = sqlx::PgConnection::connect(&admin)
            .await
            .expect("PostgreSQL for the benchmark");
        sqlx::query(&format!("CREATE DATABASE {name}"))
            .execute(&mut c)
            .await
            .unwrap();
        let base = admin.rsplit_once('/').unwrap().0;
        Db {
            url: format!("{base}/{name}"),
            name,
            admin,
        }
    }

    async fn drop_it(self) {
        if let Ok(mut c) = sqlx::PgConnection::connect(&self.admin).await {
            let _ = sqlx::query(&format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            ))
            .execute(&mut c)
            .await;
        }
    }
}

struct Server {
    child: Child,
    /// `host:port`.
    addr: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn start_server(db: &Db, timeout_secs: u64, v: Variant) -> Server {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let bin = match v {
        Variant::Before => std::env::var("PARLEY_BENCH_BEFORE_BIN").expect("the earlier binary"),
        _ => env!("CARGO_BIN_EXE_parley").to_owned(),
    };
    let child = Command::new(bin)
        .args(["--listen", &format!("127.0.0.1:{port}")])
        .env("PARLEY_DATABASE_URL", &db.url)
        .env("PARLEY_COOKIE_SECRET", COOKIE_KEY)
        .env("PARLEY_SEARCH_TIMEOUT_SECS", timeout_secs.to_string())
        .env("PARLEY_DATABASE_MAX_CONNECTIONS", "24")
        // Every simulated learner comes from this one address: the address quotas would
        // measure the limiter, not matchmaking. (An older binary ignores unknown variables.)
        .env("PARLEY_RATE_LIMIT_ACTIONS_PER_MIN", "10000")
        .env("PARLEY_RATE_LIMIT_REQUESTS_PER_MIN", "100000")
        .env("RUST_LOG", "error")
        .env(
            "PARLEY_PAIRING",
            match v {
                Variant::Seed => "seed-baseline",
                Variant::Parley | Variant::Before => "parley",
            },
        )
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start parley");
    let server = Server {
        child,
        addr: format!("127.0.0.1:{port}"),
    };
    let mut probe = Conn::new(&server.addr);
    for _ in 0..400 {
        if probe.get("/healthz").await.is_some_and(|r| r.status == 200) {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("server did not start");
}

/// Whether the schema of the server under test keeps time as Unix milliseconds (0.1.0 on);
/// the `before` variant may be a build from before that.
async fn times_in_ms(pool: &PgPool) -> bool {
    let kind: String = sqlx::query_scalar(
        "SELECT data_type FROM information_schema.columns
         WHERE table_name = 'learners' AND column_name = 'created_at'",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    kind == "bigint"
}

/// Learners created straight in the database (the "simulated" part), with signed cookies.
async fn create_learners(pool: &PgPool, seekers: &[Seeker]) -> Vec<(Uuid, String)> {
    let created_at = match times_in_ms(pool).await {
        true => ", created_at, updated_at",
        false => "",
    };
    let now_ms = chrono::Utc::now().timestamp_millis();
    let mut out = Vec::new();
    for chunk in seekers.chunks(1000) {
        let mut ids = Vec::new();
        let (mut names, mut genders, mut levels, mut wg, mut wl) =
            (vec![], vec![], vec![], vec![], vec![]);
        for (i, s) in chunk.iter().enumerate() {
            let id = Uuid::new_v4();
            ids.push(id);
            names.push(format!("L{i}"));
            genders.push(s.gender.as_str());
            levels.push(s.level.as_str());
            wg.push(s.want_gender.as_str());
            wl.push(s.want_level.as_str());
            out.push((
                id,
                format!(
                    "parley_learner={}",
                    server::http::cookie::sign_cookie(COOKIE_KEY.as_bytes(), id)
                ),
            ));
        }
        let times = match created_at {
            "" => "",
            _ => ", $7::bigint, $7::bigint",
        };
        sqlx::query(&format!(
            "INSERT INTO learners (id, display_name, language, level, gender, want_gender, want_level{created_at})
             SELECT *{times} FROM UNNEST($1::uuid[], $2::text[], ARRAY_FILL('en'::text, ARRAY[cardinality($1)]), $3::text[], $4::text[], $5::text[], $6::text[])",
        ))
        .bind(&ids)
        .bind(&names)
        .bind(&levels)
        .bind(&genders)
        .bind(&wg)
        .bind(&wl)
        .bind(now_ms)
        .execute(pool)
        .await
        .unwrap();
    }
    out
}

#[derive(serde::Deserialize)]
struct Status {
    ticket_id: Uuid,
    state: String,
    session: Option<SessionView>,
}

#[derive(serde::Deserialize)]
struct SessionView {
    id: Uuid,
}

async fn call(conn: &mut Conn, cookie: &str, f: &str, form: &str) -> Option<Status> {
    let res = conn.post_form(&format!("/api/{f}"), cookie, form).await?;
    if res.status != 200 {
        return None;
    }
    serde_json::from_slice(&res.body).ok()
}

/// How a learner was told of its pair: the request that answered `matched`.
#[derive(Clone, Copy)]
struct Told {
    sent: Instant,
    answered: Instant,
    by_join: bool,
}

#[derive(Default)]
struct Recorder {
    joins: Vec<Duration>,
    /// Per session, how each of its learners was told.
    told: HashMap<Uuid, Vec<Told>>,
    requests: usize,
    errors: usize,
}

/// Time-to-notice of one pair, as the issue defines it: from the second learner's join (the
/// request that made the pair, sent) until the first learner's poll answers `matched`. A pair
/// made by a poll's attempt rather than a join counts from one learner's answer to the other's.
/// Under load this includes the join's own wait for a busy server.
fn notice(told: &[Told]) -> Option<Duration> {
    let [a, b] = told else { return None };
    Some(match (a.by_join, b.by_join) {
        (true, false) => b.answered.saturating_duration_since(a.sent),
        (false, true) => a.answered.saturating_duration_since(b.sent),
        _ => gap(told)?,
    })
}

/// From one learner of a pair being told to the other being told (what earlier versions of
/// this benchmark called time-to-notice).
fn gap(told: &[Told]) -> Option<Duration> {
    let [a, b] = told else { return None };
    Some(a.answered.max(b.answered) - a.answered.min(b.answered))
}

fn pct(xs: &mut [Duration], p: f64) -> f64 {
    if xs.is_empty() {
        return f64::NAN;
    }
    xs.sort();
    let i = ((xs.len() as f64 - 1.0) * p).round() as usize;
    xs[i].as_secs_f64() * 1000.0
}

const NO_PREFS: &str = "prefs%5Bwant_gender%5D=&prefs%5Bwant_level%5D=";

/// One simulated learner: join, wait for a partner the variant's way, hang up, repeat. Its
/// requests go over one kept-alive connection, as a browser's would.
async fn learner_loop(
    v: Variant,
    addr: String,
    cookie: String,
    until: Instant,
    rec: Arc<Mutex<Recorder>>,
) {
    let mut conn = Conn::new(&addr);
    let (mut requests, mut errors) = (0, 0);
    while Instant::now() < until {
        let t0 = Instant::now();
        requests += 1;
        let Some(mut s) = call(&mut conn, &cookie, "join", NO_PREFS).await else {
            errors += 1;
            continue;
        };
        let mut told = Told {
            sent: t0,
            answered: Instant::now(),
            by_join: true,
        };
        rec.lock().unwrap().joins.push(told.answered - t0);
        while s.state == "searching" && Instant::now() < until {
            let wait = match v {
                Variant::Seed => {
                    tokio::time::sleep(Duration::from_millis(1500)).await;
                    0
                }
                Variant::Parley | Variant::Before => until
                    .saturating_duration_since(Instant::now())
                    .as_millis()
                    .min(10_000) as u64,
            };
            let form = format!("ticket_id={}&wait_ms={wait}", s.ticket_id);
            let sent = Instant::now();
            requests += 1;
            match call(&mut conn, &cookie, "poll", &form).await {
                Some(next) => {
                    s = next;
                    told = Told {
                        sent,
                        answered: Instant::now(),
                        by_join: false,
                    };
                }
                None => errors += 1,
            }
        }
        if s.state == "matched" {
            if let Some(sess) = &s.session {
                rec.lock()
                    .unwrap()
                    .told
                    .entry(sess.id)
                    .or_default()
                    .push(told);
            }
        }
        let form = format!("ticket_id={}", s.ticket_id);
        let f = if s.state == "searching" {
            "cancel"
        } else {
            "leave"
        };
        requests += 1;
        if call(&mut conn, &cookie, f, &form).await.is_none() {
            errors += 1;
        }
    }
    let mut r = rec.lock().unwrap();
    r.requests += requests;
    r.errors += errors;
}

/// Invariant violations in the database after a run: sessions without exactly two tickets or
/// with an incompatible pair (by the two-way rule), and learners with two open tickets (two
/// calls); the first of the two counts is the pairs that are not valid.
async fn violations(pool: &PgPool) -> (usize, usize) {
    type Row = (Uuid, Uuid, String, i32, String, String, Option<Uuid>);
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT id, learner_id, self_gender, self_level, want_gender, want_level, session_id
         FROM match_tickets WHERE status = 'matched'",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    let mut by_session: HashMap<Uuid, Vec<&Row>> = HashMap::new();
    for r in &rows {
        by_session.entry(r.6.unwrap()).or_default().push(r);
    }
    let seeker = |r: &Row| Seeker {
        gender: Gender::parse(&r.2).unwrap(),
        level: Level::from_rank(r.3 as i64).unwrap(),
        want_gender: WantGender::parse(&r.4).unwrap(),
        want_level: WantLevel::parse(&r.5).unwrap(),
    };
    let mut bad = 0;
    for members in by_session.values() {
        if members.len() != 2 || !compatible(&seeker(members[0]), &seeker(members[1])) {
            bad += 1;
        }
    }
    // A learner in two calls at once would show as two open tickets (the unique index makes
    // it impossible; counted here so a regression in the schema shows up).
    let doubled: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM (SELECT learner_id FROM match_tickets WHERE closed_at IS NULL
                               GROUP BY learner_id HAVING count(*) > 1) d",
    )
    .fetch_one(pool)
    .await
    .unwrap();
    (bad, doubled as usize)
}

struct PairingRow {
    pairs_per_s: f64,
    /// Pairs that satisfy the two-way rule (the seed's one-sided filter makes others).
    valid_per_s: f64,
    join_p50: f64,
    join_p99: f64,
    notice_p50: f64,
    notice_p99: f64,
    gap_p99: f64,
    violations: usize,
    errors: usize,
    requests_per_pair: f64,
    /// CPU ms per pair: client/server/postgres.
    cpu: String,
}

fn population(n: usize, seed: u64) -> Vec<Seeker> {
    // Mostly open preferences, some narrow ones: enough pairs to measure, enough filters to
    // tell a one-sided rule from a two-way one.
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    (0..n)
        .map(|_| Seeker {
            gender: [Gender::Female, Gender::Male, Gender::Unspecified][rng.random_range(0..3)],
            level: Level::ALL[rng.random_range(0..6)],
            want_gender: if rng.random_bool(0.8) {
                WantGender::Any
            } else {
                [WantGender::Female, WantGender::Male][rng.random_range(0..2)]
            },
            want_level: if rng.random_bool(0.7) {
                WantLevel::Any
            } else {
                WantLevel::AtOrAbove
            },
        })
        .collect()
}

async fn pairing_cell(v: Variant, learners: usize, secs: u64) -> PairingRow {
    let db = Db::fresh().await;
    let server = start_server(&db, 5, v).await;
    let pool = PgPool::connect(&db.url).await.unwrap();
    let people = create_learners(&pool, &population(learners, 42)).await;
    let rec = Arc::new(Mutex::new(Recorder::default()));
    let cpu0 = cpu::sample(server.child.id(), &db.name);
    let started = Instant::now();
    let until = started + Duration::from_secs(secs);
    let tasks: Vec<_> = people
        .into_iter()
        .map(|(_, cookie)| {
            tokio::spawn(learner_loop(
                v,
                server.addr.clone(),
                cookie,
                until,
                rec.clone(),
            ))
        })
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    let elapsed = started.elapsed().as_secs_f64();
    let used = cpu::sample(server.child.id(), &db.name).since(&cpu0);
    let pairs: i64 = sqlx::query_scalar("SELECT count(*) FROM call_sessions WHERE kind = 'human'")
        .fetch_one(&pool)
        .await
        .unwrap();
    let (bad_pairs, doubled) = violations(&pool).await;
    let mut r = std::mem::take(&mut *rec.lock().unwrap());
    let mut notice: Vec<Duration> = r.told.values().filter_map(|t| notice(t)).collect();
    let mut gaps: Vec<Duration> = r.told.values().filter_map(|t| gap(t)).collect();
    pool.close().await;
    drop(server);
    db.drop_it().await;
    PairingRow {
        pairs_per_s: pairs as f64 / elapsed,
        valid_per_s: (pairs as f64 - bad_pairs as f64).max(0.0) / elapsed,
        join_p50: pct(&mut r.joins, 0.5),
        join_p99: pct(&mut r.joins, 0.99),
        notice_p50: pct(&mut notice, 0.5),
        notice_p99: pct(&mut notice, 0.99),
        gap_p99: pct(&mut gaps, 0.99),
        violations: bad_pairs + doubled,
        errors: r.errors,
        requests_per_pair: r.requests as f64 / (pairs as f64).max(1.0),
        cpu: used.per(pairs as f64),
    }
}

/// Single-statement update TPS on the same server (the physical bound: pgbench's
/// simple-update shape), 16 connections.
async fn update_tps(secs: u64) -> f64 {
    let db = Db::fresh().await;
    let pool = sqlx::postgres::PgPoolOptions::new()
        .max_connections(16)
        .connect(&db.url)
        .await
        .unwrap();
    sqlx::query("CREATE TABLE bench_accounts (id INT PRIMARY KEY, balance BIGINT NOT NULL)")
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("INSERT INTO bench_accounts SELECT g, 0 FROM generate_series(1, 10000) g")
        .execute(&pool)
        .await
        .unwrap();
    let until = Instant::now() + Duration::from_secs(secs);
    let started = Instant::now();
    let tasks: Vec<_> = (0..16)
        .map(|w| {
            let pool = pool.clone();
            tokio::spawn(async move {
                let mut n = 0u64;
                let mut rng = rand::rngs::StdRng::seed_from_u64(w);
                while Instant::now() < until {
                    sqlx::query("UPDATE bench_accounts SET balance = balance + 1 WHERE id = $1")
                        .bind(rng.random_range(1..=10000i32))
                        .execute(&pool)
                        .await
                        .unwrap();
                    n += 1;
                }
                n
            })
        })
        .collect();
    let mut total = 0;
    for t in tasks {
        total += t.await.unwrap();
    }
    let tps = total as f64 / started.elapsed().as_secs_f64();
    pool.close().await;
    db.drop_it().await;
    tps
}

/// The cells named in the environment variable `var` (comma-separated; `0` for none), or
/// `default`.
fn cells(var: &str, default: &[usize]) -> Vec<usize> {
    let named = std::env::var(var).ok().map(|v| {
        v.split(',')
            .filter_map(|s| s.trim().parse().ok())
            .collect::<Vec<_>>()
    });
    let mut cells = named
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.to_vec());
    cells.retain(|&c| c > 0);
    cells
}

/// The variants to run (`PARLEY_BENCH_VARIANTS`), both by default.
fn variants() -> Vec<Variant> {
    let only = std::env::var("PARLEY_BENCH_VARIANTS").unwrap_or_default();
    let before = std::env::var_os("PARLEY_BENCH_BEFORE_BIN").map(|_| Variant::Before);
    [Some(Variant::Seed), before, Some(Variant::Parley)]
        .into_iter()
        .flatten()
        .filter(|v| only.is_empty() || only.split(',').any(|o| o.trim() == v.name()))
        .collect()
}

fn main() {
    if common::listing() {
        return;
    }
    let quick = common::quick();
    let secs: u64 = common::number("PARLEY_BENCH_SECS", if quick { 3 } else { 5 });
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        println!("Parley matchmaking benchmark (PostgreSQL, HTTP through the server functions, {secs} s per cell)");
        println!("concurrency c = c simultaneous would-be pairs = 2c simulated learners, no think time");
        println!("notice = from the second learner's join (sent) until the first learner's poll answers `matched`;");
        println!("gap = from one learner of a pair being told to the other being told\n");
        let tps = update_tps(secs).await;
        println!("physical bound: single-statement UPDATE, 16 connections: {tps:.0} TPS\n");

        println!(
            "{:<7} {:>3} {:>9} {:>9} {:>9} {:>9} {:>11} {:>11} {:>9} {:>10} {:>7} {:>9} {:>17}",
            "variant", "c", "pairs/s", "valid/s", "join p50", "join p99", "notice p50", "notice p99",
            "gap p99", "violations", "errors", "req/pair", "CPU ms/pair c/s/pg"
        );
        let levels = cells("PARLEY_BENCH_LEVELS", if quick { &[1, 8] } else { &[1, 8, 32, 64] });
        let levels = &levels[..];
        let mut at_top = HashMap::new();
        for &c in levels {
            for v in variants() {
                let r = pairing_cell(v, 2 * c, secs).await;
                println!(
                    "{:<7} {:>3} {:>9.1} {:>9.1} {:>7.1}ms {:>7.1}ms {:>9.1}ms {:>9.1}ms {:>7.1}ms {:>10} {:>7} {:>9.1} {:>17}",
                    v.name(), c, r.pairs_per_s, r.valid_per_s, r.join_p50, r.join_p99, r.notice_p50, r.notice_p99,
                    r.gap_p99, r.violations, r.errors, r.requests_per_pair, r.cpu
                );
                at_top.insert(v, (r.pairs_per_s, r.valid_per_s));
            }
        }
        if let (Some(top), Some(parley), Some(seed)) = (
            levels.last(),
            at_top.get(&Variant::Parley),
            at_top.get(&Variant::Seed),
        ) {
            println!(
                "\nat c={top}: pairs/s parley / seed = {:.1}x; valid pairs/s parley / seed = {:.1}x",
                parley.0 / seed.0.max(f64::MIN_POSITIVE),
                parley.1 / seed.1.max(f64::MIN_POSITIVE)
            );
        }
        if let (Some(top), Some(parley), Some(before)) = (
            levels.last(),
            at_top.get(&Variant::Parley),
            at_top.get(&Variant::Before),
        ) {
            println!(
                "pairs/s at c={top}: parley / before = {:.1}x",
                parley.0 / before.0.max(f64::MIN_POSITIVE)
            );
        }

        println!("\nidle polls (N searchers nobody can pair, each polling every 1.5 s without waiting;");
        println!("seed searches started in the database, Parley's learners join 1,000 per interval; open loop, evenly spread, 64 connections;");
        println!("latency from send to answer, lag = how late the client sent; then 2 s closed-loop ceilings: idle polls, and a no-op request)");
        println!(
            "{:<7} {:>6} {:>8} {:>8} {:>9} {:>9} {:>9} {:>7} {:>17} {:>10} {:>10}",
            "variant", "N", "target/s", "sent/s", "p50", "p99", "lag p99", "errors",
            "CPU ms/poll c/s/pg", "max poll/s", "max noop/s"
        );
        let ns = cells("PARLEY_BENCH_IDLE", if quick { &[1000] } else { &[1000, 10_000] });
        for &n in &ns {
            for v in variants() {
                let r = idle::cell(v, n, secs.max(4)).await;
                println!(
                    "{:<7} {:>6} {:>8.0} {:>8.0} {:>7.1}ms {:>7.1}ms {:>7.1}ms {:>7} {:>17} {:>10.0} {:>10.0}",
                    v.name(), n, r.target, r.sent, r.p50, r.p99, r.lag_p99, r.errors, r.cpu,
                    r.max_polls, r.max_trivial
                );
            }
        }
    });
}

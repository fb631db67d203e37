//! `cargo bench -p server --bench matchmaking`: Parley's matchmaking against the seed design,
//! side by side in one run, through the real server functions over HTTP, on PostgreSQL.
//!
//! Each cell starts a fresh database and a real `parley` process. The seed variant is the same
//! binary started with `PARLEY_PAIRING=seed-baseline` (the seed's application-side transaction
//! under one app-wide advisory lock, with its one-sided filter: `store/seed_baseline.rs`) and
//! clients that poll every 1.5 s without waiting. Parley's clients long-poll.
//!
//! Environment: `PARLEY_TEST_PG_URL` (admin URL, default the local server),
//! `PARLEY_BENCH_SECS` (seconds per cell, default 5), `PARLEY_BENCH_QUICK=1` (small cells),
//! `PARLEY_BENCH_LEVELS` / `PARLEY_BENCH_IDLE` (comma-separated concurrency levels / idle
//! population sizes to run instead of the defaults, e.g. `64` and `10000`; `0` runs none),
//! `PARLEY_BENCH_VARIANTS` (`parley` or `seed` to run only that one).

use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use app::domain::{Gender, Level, WantGender, WantLevel};
use rand::{Rng, SeedableRng};
use server::matchmaking::rules::{compatible, Seeker};
use sqlx::{Connection, PgPool};
use uuid::Uuid;

const COOKIE_KEY: &str = "bench-cookie-key-0123456789abcdef0123456789";
const ADMIN: &str = "postgres://postgres@127.0.0.1:5432/postgres";

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Variant {
    Seed,
    Parley,
}

impl Variant {
    fn name(self) -> &'static str {
        match self {
            Variant::Seed => "seed",
            Variant::Parley => "parley",
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
    base: String,
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
    let child = Command::new(env!("CARGO_BIN_EXE_parley"))
        .args(["--listen", &format!("127.0.0.1:{port}")])
        .env("PARLEY_DATABASE_URL", &db.url)
        .env("PARLEY_COOKIE_SECRET", COOKIE_KEY)
        .env("PARLEY_SEARCH_TIMEOUT_SECS", timeout_secs.to_string())
        .env("PARLEY_DATABASE_MAX_CONNECTIONS", "24")
        .env("RUST_LOG", "error")
        .env(
            "PARLEY_PAIRING",
            match v {
                Variant::Seed => "seed-baseline",
                Variant::Parley => "parley",
            },
        )
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("start parley");
    let server = Server {
        child,
        base: format!("http://127.0.0.1:{port}"),
    };
    for _ in 0..400 {
        if reqwest::get(format!("{}/healthz", server.base))
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("server did not start");
}

/// Learners created straight in the database (the "simulated" part), with signed cookies.
async fn create_learners(pool: &PgPool, seekers: &[Seeker]) -> Vec<(Uuid, String)> {
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
                    server::session::sign_cookie(COOKIE_KEY.as_bytes(), id)
                ),
            ));
        }
        sqlx::query(
            "INSERT INTO learners (id, display_name, language, level, gender, want_gender, want_level)
             SELECT * FROM UNNEST($1::uuid[], $2::text[], ARRAY_FILL('en'::text, ARRAY[cardinality($1)]), $3::text[], $4::text[], $5::text[], $6::text[])",
        )
        .bind(&ids)
        .bind(&names)
        .bind(&levels)
        .bind(&genders)
        .bind(&wg)
        .bind(&wl)
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

async fn call(
    http: &reqwest::Client,
    base: &str,
    cookie: &str,
    f: &str,
    form: &[(&str, String)],
) -> Option<Status> {
    let res = http
        .post(format!("{base}/api/{f}"))
        .header("cookie", cookie)
        .form(form)
        .send()
        .await
        .ok()?;
    if !res.status().is_success() {
        return None;
    }
    res.json().await.ok()
}

#[derive(Default)]
struct Recorder {
    joins: Vec<Duration>,
    /// Per session: when each learner's request that reported `matched` returned.
    learned: HashMap<Uuid, Vec<Instant>>,
    errors: usize,
}

fn pct(xs: &mut [Duration], p: f64) -> f64 {
    if xs.is_empty() {
        return f64::NAN;
    }
    xs.sort();
    let i = ((xs.len() as f64 - 1.0) * p).round() as usize;
    xs[i].as_secs_f64() * 1000.0
}

/// One simulated learner: join, wait for a partner the variant's way, hang up, repeat.
async fn learner_loop(
    v: Variant,
    http: reqwest::Client,
    base: String,
    cookie: String,
    until: Instant,
    rec: Arc<Mutex<Recorder>>,
) {
    let no_prefs = || {
        vec![
            ("prefs[want_gender]", String::new()),
            ("prefs[want_level]", String::new()),
        ]
    };
    while Instant::now() < until {
        let t0 = Instant::now();
        let Some(mut s) = call(&http, &base, &cookie, "join", &no_prefs()).await else {
            rec.lock().unwrap().errors += 1;
            continue;
        };
        rec.lock().unwrap().joins.push(t0.elapsed());
        while s.state == "searching" && Instant::now() < until {
            let wait = match v {
                Variant::Seed => {
                    tokio::time::sleep(Duration::from_millis(1500)).await;
                    0
                }
                Variant::Parley => until
                    .saturating_duration_since(Instant::now())
                    .as_millis()
                    .min(10_000) as u64,
            };
            let form = [
                ("ticket_id", s.ticket_id.to_string()),
                ("wait_ms", wait.to_string()),
            ];
            match call(&http, &base, &cookie, "poll", &form).await {
                Some(next) => s = next,
                None => rec.lock().unwrap().errors += 1,
            }
        }
        if s.state == "matched" {
            if let Some(sess) = &s.session {
                rec.lock()
                    .unwrap()
                    .learned
                    .entry(sess.id)
                    .or_default()
                    .push(Instant::now());
            }
        }
        let form = [("ticket_id", s.ticket_id.to_string())];
        if s.state == "searching" {
            call(&http, &base, &cookie, "cancel", &form).await;
        } else {
            call(&http, &base, &cookie, "leave", &form).await;
        }
    }
}

/// Invariant violations in the database after a run: sessions without exactly two tickets,
/// incompatible pairs (by the two-way rule), learners with two open tickets (two calls).
async fn violations(pool: &PgPool) -> usize {
    type Row = (
        Uuid,
        Uuid,
        String,
        i32,
        String,
        String,
        Option<Uuid>,
        Option<chrono::DateTime<chrono::Utc>>,
        Option<chrono::DateTime<chrono::Utc>>,
    );
    let rows: Vec<Row> = sqlx::query_as(
        "SELECT id, learner_id, self_gender, self_level, want_gender, want_level, session_id, decided_at, closed_at
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
    bad += doubled as usize;
    bad
}

struct PairingRow {
    pairs_per_s: f64,
    join_p50: f64,
    join_p99: f64,
    notice_p50: f64,
    notice_p99: f64,
    violations: usize,
    errors: usize,
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
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(256)
        .timeout(Duration::from_secs(15))
        .build()
        .unwrap();
    let rec = Arc::new(Mutex::new(Recorder::default()));
    let started = Instant::now();
    let until = started + Duration::from_secs(secs);
    let tasks: Vec<_> = people
        .into_iter()
        .map(|(_, cookie)| {
            tokio::spawn(learner_loop(
                v,
                http.clone(),
                server.base.clone(),
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
    let pairs: i64 = sqlx::query_scalar("SELECT count(*) FROM call_sessions WHERE kind = 'human'")
        .fetch_one(&pool)
        .await
        .unwrap();
    let bad = violations(&pool).await;
    let mut r = std::mem::take(&mut *rec.lock().unwrap());
    let mut notice: Vec<Duration> = r
        .learned
        .values()
        .filter(|v| v.len() == 2)
        .map(|v| {
            if v[0] > v[1] {
                v[0] - v[1]
            } else {
                v[1] - v[0]
            }
        })
        .collect();
    pool.close().await;
    drop(server);
    db.drop_it().await;
    PairingRow {
        pairs_per_s: pairs as f64 / elapsed,
        join_p50: pct(&mut r.joins, 0.5),
        join_p99: pct(&mut r.joins, 0.99),
        notice_p50: pct(&mut notice, 0.5),
        notice_p99: pct(&mut notice, 0.99),
        violations: bad,
        errors: r.errors,
    }
}

/// N searchers nobody can pair (all male, all wanting female) poll every 1.5 s with no wait;
/// returns (p50, p99, polls/s) of those idle polls.
async fn idle_cell(v: Variant, n: usize, secs: u64) -> (f64, f64, f64, usize) {
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
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(512)
        .timeout(Duration::from_secs(10))
        .build()
        .unwrap();
    // Everyone joins (64 at a time).
    let gate = Arc::new(tokio::sync::Semaphore::new(64));
    let mut joined = Vec::new();
    let tasks: Vec<_> = people
        .into_iter()
        .map(|(_, cookie)| {
            let (http, base, gate) = (http.clone(), server.base.clone(), gate.clone());
            tokio::spawn(async move {
                let _p = gate.acquire().await.unwrap();
                let s = call(
                    &http,
                    &base,
                    &cookie,
                    "join",
                    &[("prefs[want_gender]", String::new())],
                )
                .await;
                s.map(|s| (cookie, s.ticket_id))
            })
        })
        .collect();
    for t in tasks {
        if let Some(j) = t.await.unwrap() {
            joined.push(j);
        }
    }
    let rec = Arc::new(Mutex::new(Vec::new()));
    let errors = Arc::new(Mutex::new(0usize));
    let started = Instant::now();
    let until = started + Duration::from_secs(secs);
    let interval = Duration::from_millis(1500);
    let tasks: Vec<_> = joined
        .into_iter()
        .enumerate()
        .map(|(i, (cookie, ticket))| {
            let (http, base, rec, errors) = (
                http.clone(),
                server.base.clone(),
                rec.clone(),
                errors.clone(),
            );
            let phase = interval.mul_f64((i as f64 * 0.618_033_988_7).fract());
            tokio::spawn(async move {
                let mut next = started + phase;
                while next < until {
                    tokio::time::sleep_until(next.into()).await;
                    let t0 = Instant::now();
                    let form = [
                        ("ticket_id", ticket.to_string()),
                        ("wait_ms", "0".to_string()),
                    ];
                    match call(&http, &base, &cookie, "poll", &form).await {
                        Some(s) if s.state == "searching" => rec.lock().unwrap().push(t0.elapsed()),
                        _ => *errors.lock().unwrap() += 1,
                    }
                    next += interval;
                }
            })
        })
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    let mut lat = std::mem::take(&mut *rec.lock().unwrap());
    let rate = lat.len() as f64 / started.elapsed().as_secs_f64();
    let errs = *errors.lock().unwrap();
    pool.close().await;
    drop(server);
    db.drop_it().await;
    (pct(&mut lat, 0.5), pct(&mut lat, 0.99), rate, errs)
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
    [Variant::Seed, Variant::Parley]
        .into_iter()
        .filter(|v| only.is_empty() || only.split(',').any(|o| o.trim() == v.name()))
        .collect()
}

fn main() {
    // `cargo bench` passes `--bench`; `cargo test --benches` would pass nothing we use.
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let quick = std::env::var("PARLEY_BENCH_QUICK").is_ok_and(|v| v == "1");
    let secs: u64 = std::env::var("PARLEY_BENCH_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(if quick { 3 } else { 5 });
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        println!("Parley matchmaking benchmark (PostgreSQL, HTTP through the server functions, {secs} s per cell)");
        println!("concurrency c = c simultaneous would-be pairs = 2c simulated learners, no think time");
        println!("time-to-notice = from one learner learning of the pair to the other learning of it\n");
        let tps = update_tps(secs).await;
        println!("physical bound: single-statement UPDATE, 16 connections: {tps:.0} TPS\n");

        println!("{:<7} {:>3} {:>9} {:>9} {:>9} {:>11} {:>11} {:>10} {:>7}", "variant", "c", "pairs/s", "join p50", "join p99", "notice p50", "notice p99", "violations", "errors");
        let levels = cells("PARLEY_BENCH_LEVELS", if quick { &[1, 8] } else { &[1, 8, 32, 64] });
        let levels = &levels[..];
        let mut at_top = HashMap::new();
        for &c in levels {
            for v in variants() {
                let r = pairing_cell(v, 2 * c, secs).await;
                println!(
                    "{:<7} {:>3} {:>9.1} {:>7.1}ms {:>7.1}ms {:>9.1}ms {:>9.1}ms {:>10} {:>7}",
                    v.name(), c, r.pairs_per_s, r.join_p50, r.join_p99, r.notice_p50, r.notice_p99, r.violations, r.errors
                );
                at_top.insert(v, r.pairs_per_s);
            }
        }
        if let (Some(top), Some(parley), Some(seed)) = (
            levels.last(),
            at_top.get(&Variant::Parley),
            at_top.get(&Variant::Seed),
        ) {
            println!(
                "\npairs/s at c={top}: parley / seed = {:.1}x",
                parley / seed.max(f64::MIN_POSITIVE)
            );
        }

        println!("\nidle polls (N searchers nobody can pair, each polling every 1.5 s without waiting)");
        println!("{:<7} {:>6} {:>9} {:>9} {:>9} {:>7}", "variant", "N", "p50", "p99", "polls/s", "errors");
        let ns = cells("PARLEY_BENCH_IDLE", if quick { &[1000] } else { &[1000, 10_000] });
        for &n in &ns {
            for v in variants() {
                let (p50, p99, rate, errs) = idle_cell(v, n, secs.max(4)).await;
                println!("{:<7} {:>6} {:>7.1}ms {:>7.1}ms {:>9.0} {:>7}", v.name(), n, p50, p99, rate, errs);
            }
        }
    });
}

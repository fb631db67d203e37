//! Faults survived, with real processes and real failures, each bounded in time:
//! - `kill -9` of one of two instances while 200 learners search: every ticket ends in a final
//!   state, nobody is in two sessions, the survivor keeps pairing, and clients of the dead
//!   instance get answers from the other within 5 s.
//! - PostgreSQL stopped and started under load: requests during the outage are refused with
//!   503 and a message (never a 500), pairing resumes within 5 s, and a wakeup sent through
//!   the LISTEN connection (which reconnects) ends a long-poll on another instance.
//! - SQLite on a full disk (a small tmpfs): saves fail with 503 and a message, nothing already
//!   stored is lost, and saving works again once there is space.
//!
//! The last two need root (a private PostgreSQL cluster run as `postgres`, a tmpfs mount). CI
//! runs as root; elsewhere they say why they did not run, and under `CI` they fail instead.

mod common;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::process::{free_port, start, Parley};
use common::{check_invariants, count, Backend, TestDb};
use reqwest::StatusCode;
use serde_json::Value;

/// Limits high enough that a crowd from one address measures the fault, not the limiter.
const LIMITS: [(&str, &str); 2] = [
    ("PARLEY_RATE_LIMIT_ACTIONS_PER_MIN", "10000"),
    ("PARLEY_RATE_LIMIT_REQUESTS_PER_MIN", "100000"),
];

fn browser() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .timeout(Duration::from_secs(15))
        .build()
        .unwrap()
}

fn profile(name: &str, language: &str, level: &str) -> Vec<(&'static str, String)> {
    vec![
        ("form[display_name]", name.to_owned()),
        ("form[language]", language.to_owned()),
        ("form[level]", level.to_owned()),
    ]
}

/// Whether this test can do what it needs (root); says why not, and fails under CI.
fn can_run(what: &str) -> bool {
    let root = std::process::Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0");
    if !root {
        assert!(
            std::env::var_os("CI").is_none(),
            "{what} needs root, and CI runs as root"
        );
        eprintln!("skipped: {what} needs root");
    }
    root
}

/// A learner of the crowd: answers from whichever instance is alive, switching to the other
/// on a connection error as a load balancer would.
struct Client {
    http: reqwest::Client,
    urls: [String; 2],
    home: usize,
    /// Since when the learner's instance has not answered.
    failing_since: Option<Instant>,
    /// How long the longest stretch without an answer lasted.
    longest_outage: Duration,
}

impl Client {
    async fn post(&mut self, path: &str, form: &[(&str, String)]) -> (StatusCode, Value) {
        for _ in 0..100 {
            let url = format!("{}/api/{path}", self.urls[self.home]);
            match self.http.post(url).form(form).send().await {
                Ok(res) => {
                    if let Some(since) = self.failing_since.take() {
                        self.longest_outage = self.longest_outage.max(since.elapsed());
                    }
                    let status = res.status();
                    return (status, res.json().await.unwrap_or(Value::Null));
                }
                Err(_) => {
                    self.failing_since.get_or_insert_with(Instant::now);
                    self.home = 1 - self.home;
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            }
        }
        panic!("no instance answered {path}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn kill_9_of_one_of_two_instances_while_200_learners_search() {
    let db = TestDb::new(Backend::Postgres).await;
    let env = [LIMITS[0], LIMITS[1], ("PARLEY_SEARCH_TIMEOUT_SECS", "8")];
    let a = start(&db.url, &env).await;
    let b = start(&db.url, &env).await;
    let urls = [a.url.clone(), b.url.clone()];
    let a: Arc<Mutex<Option<Parley>>> = Arc::new(Mutex::new(Some(a)));
    let killed_at = Arc::new(Mutex::new(None::<i64>));
    let killer = {
        let (a, killed_at) = (a.clone(), killed_at.clone());
        tokio::spawn(async move {
            tokio::time::sleep(Duration::from_millis(2500)).await;
            let mut p = a.lock().unwrap().take().unwrap();
            p.child.kill().unwrap(); // SIGKILL
            p.child.wait().unwrap();
            *killed_at.lock().unwrap() = Some(chrono::Utc::now().timestamp_millis());
        })
    };
    let n = 200;
    let crowd: Vec<_> = (0..n)
        .map(|i| {
            let urls = urls.clone();
            tokio::spawn(async move {
                // Arrivals over 6 s, half at each instance; three pools, six levels.
                tokio::time::sleep(Duration::from_millis(30 * i as u64)).await;
                let mut c = Client {
                    http: browser(),
                    urls,
                    home: i % 2,
                    failing_since: None,
                    longest_outage: Duration::ZERO,
                };
                let language = ["en", "es", "fr"][i % 3];
                let level = ["A1", "A2", "B1", "B2", "C1", "C2"][i % 6];
                let (s, _) = c
                    .post("save_profile", &profile(&format!("L{i}"), language, level))
                    .await;
                assert_eq!(s, StatusCode::OK);
                let (s, t) = c
                    .post("join", &[("prefs[want_gender]", String::new())])
                    .await;
                assert_eq!(s, StatusCode::OK, "{t}");
                let ticket = t["ticket_id"].as_str().unwrap().to_owned();
                let mut state = t["state"].as_str().unwrap().to_owned();
                let began = Instant::now();
                while state == "searching" {
                    assert!(began.elapsed() < Duration::from_secs(30), "still searching");
                    let form = [("ticket_id", ticket.clone()), ("wait_ms", "1000".into())];
                    let (s, t) = c.post("poll", &form).await;
                    assert!(s.is_success(), "poll answered {s}: {t}");
                    state = t["state"].as_str().unwrap().to_owned();
                }
                (state, c.longest_outage, c.home != i % 2)
            })
        })
        .collect();
    let mut outcomes = Vec::new();
    for t in crowd {
        outcomes.push(t.await.unwrap());
    }
    killer.await.unwrap();
    let killed_at = killed_at.lock().unwrap().unwrap();

    let moved = outcomes.iter().filter(|o| o.2).count();
    let longest = outcomes.iter().map(|o| o.1).max().unwrap();
    let matched = outcomes.iter().filter(|o| o.0 == "matched").count();
    let ai = outcomes.iter().filter(|o| o.0 == "ai_fallback").count();
    let after_kill = count(
        &db.url,
        &format!(
            "SELECT count(*) FROM call_sessions WHERE kind = 'human' AND created_at > {killed_at}"
        ),
    )
    .await;
    println!(
        "{n} learners: {matched} matched, {ai} with an AI partner; {moved} moved to the survivor, \
         the longest without an answer {} ms; {after_kill} pairs made after the kill",
        longest.as_millis()
    );
    assert_eq!(matched + ai, n, "every search ended: {outcomes:?}");
    assert!(moved > 0, "nobody was on the killed instance");
    assert!(
        longest < Duration::from_secs(5),
        "a client waited {longest:?}"
    );
    assert!(after_kill > 0, "the survivor made no pair after the kill");
    let rows = check_invariants(&db.url).await;
    assert_eq!(rows.len(), n);
    assert!(rows.iter().all(|r| r.status != "searching"));
}

/// A PostgreSQL cluster of this test's own (it is stopped and started), run as `postgres`.
struct Cluster {
    dir: tempfile::TempDir,
    port: u16,
    bin: std::path::PathBuf,
}

impl Cluster {
    fn new() -> Cluster {
        let bin = std::fs::read_dir("/usr/lib/postgresql")
            .expect("PostgreSQL's programs in /usr/lib/postgresql")
            .filter_map(|e| Some(e.ok()?.path().join("bin")))
            .max()
            .unwrap();
        let dir = tempfile::tempdir().unwrap();
        run("chown", &["-R", "postgres", dir.path().to_str().unwrap()]);
        let c = Cluster {
            port: free_port(),
            dir,
            bin,
        };
        c.as_postgres(
            "initdb",
            &[
                "-D",
                &c.data(),
                "-A",
                "trust",
                "-U",
                "postgres",
                "--no-sync",
            ],
        );
        c.pg_ctl("start");
        c
    }

    fn data(&self) -> String {
        self.dir.path().join("data").display().to_string()
    }

    fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    fn as_postgres(&self, program: &str, args: &[&str]) {
        let program = self.bin.join(program).display().to_string();
        let mut all = vec!["-u", "postgres", "--", program.as_str()];
        all.extend_from_slice(args);
        run("runuser", &all);
    }

    fn pg_ctl(&self, action: &str) {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1 -c fsync=off",
            self.port,
            self.dir.path().display()
        );
        let log = self.dir.path().join("log").display().to_string();
        self.as_postgres(
            "pg_ctl",
            &[
                "-D",
                &self.data(),
                "-l",
                &log,
                "-w",
                "-m",
                "fast",
                "-o",
                &options,
                action,
            ],
        );
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let data = self.data();
        let pg_ctl = self.bin.join("pg_ctl").display().to_string();
        let _ = std::process::Command::new("runuser")
            .args([
                "-u",
                "postgres",
                "--",
                &pg_ctl,
                "-D",
                &data,
                "-m",
                "immediate",
                "stop",
            ])
            .output();
    }
}

fn run(program: &str, args: &[&str]) {
    let out = std::process::Command::new(program)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("{program}: {e}"));
    assert!(
        out.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Answers seen by the load, by status.
#[derive(Default, Debug)]
struct Seen {
    ok: usize,
    unavailable: usize,
    other: Vec<(StatusCode, Value)>,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn postgres_stopped_and_started_under_load_pairing_and_wakeups_resume() {
    if !can_run("stopping a private PostgreSQL cluster") {
        return;
    }
    let cluster = tokio::task::spawn_blocking(Cluster::new).await.unwrap();
    // A long poll interval: a long-poll answers early only when a wakeup reaches it.
    let env = [
        LIMITS[0],
        LIMITS[1],
        ("PARLEY_SEARCH_TIMEOUT_SECS", "6"),
        ("PARLEY_POLL_INTERVAL_MS", "10000"),
    ];
    let p1 = start(&cluster.url(), &env).await;
    let p2 = start(&cluster.url(), &env).await;
    let seen = Arc::new(Mutex::new(Seen::default()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    // The load: ten learners searching, and searching again, on the first instance.
    let load: Vec<_> = (0..10)
        .map(|i| {
            let (url, seen, stop) = (p1.url.clone(), seen.clone(), stop.clone());
            tokio::spawn(async move {
                let http = browser();
                let note = |s: StatusCode, v: Value| {
                    let mut seen = seen.lock().unwrap();
                    match s {
                        StatusCode::OK => seen.ok += 1,
                        StatusCode::SERVICE_UNAVAILABLE if v == "Unavailable" => {
                            seen.unavailable += 1
                        }
                        _ => seen.other.push((s, v)),
                    }
                };
                let post = |path: &str, form: Vec<(&'static str, String)>| {
                    let req = http.post(format!("{url}/api/{path}")).form(&form).send();
                    async move {
                        let res = req.await.expect("the instance answers");
                        let s = res.status();
                        (s, res.json::<Value>().await.unwrap_or(Value::Null))
                    }
                };
                loop {
                    let (s, v) = post("save_profile", profile(&format!("P{i}"), "en", "B1")).await;
                    note(s, v);
                    if s == StatusCode::OK {
                        break;
                    }
                }
                let mut ticket = None::<String>;
                while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                    let (s, v) = match &ticket {
                        None => post("join", vec![("prefs[want_gender]", String::new())]).await,
                        Some(t) => {
                            post(
                                "poll",
                                vec![("ticket_id", t.clone()), ("wait_ms", "500".into())],
                            )
                            .await
                        }
                    };
                    if s == StatusCode::OK {
                        ticket = match v["state"].as_str() {
                            Some("searching") => v["ticket_id"].as_str().map(str::to_owned),
                            _ => None, // matched or an AI partner: search again
                        };
                    } else {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                    note(s, v);
                }
                (http, ticket)
            })
        })
        .collect();
    tokio::time::sleep(Duration::from_secs(2)).await;
    let cluster = Arc::new(cluster);
    {
        let c = cluster.clone();
        tokio::task::spawn_blocking(move || c.pg_ctl("stop"))
            .await
            .unwrap();
    }
    // Not ready while the database is down (asked during the outage, not after it).
    let readyz = |url: &str| {
        let url = format!("{url}/readyz");
        async move { reqwest::get(url).await.unwrap().status() }
    };
    let (_, down) = tokio::join!(tokio::time::sleep(Duration::from_secs(2)), async {
        tokio::time::sleep(Duration::from_millis(500)).await;
        readyz(&p1.url).await
    });
    assert_eq!(down, StatusCode::SERVICE_UNAVAILABLE);
    {
        let c = cluster.clone();
        tokio::task::spawn_blocking(move || c.pg_ctl("start"))
            .await
            .unwrap();
    }
    let back = Instant::now();
    // Ready again once it answers.
    while readyz(&p1.url).await != StatusCode::OK {
        assert!(
            back.elapsed() < Duration::from_secs(5),
            "not ready 5 s after"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // Pairing resumes: Xia waits on the first instance; Yann joins on the second, whose pairing
    // wakes Xia's long-poll through PostgreSQL's LISTEN connection (the nap is 10 s).
    let (xia, yann) = (browser(), browser());
    let retry = |client: reqwest::Client, url: String, form: Vec<(&'static str, String)>| async move {
        loop {
            let res = client.post(&url).form(&form).send().await.unwrap();
            match res.status() {
                StatusCode::OK => return res.json::<Value>().await.unwrap(),
                StatusCode::SERVICE_UNAVAILABLE => {
                    assert!(
                        back.elapsed() < Duration::from_secs(5),
                        "still 503 after 5 s"
                    );
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                s => panic!("{url} answered {s}: {}", res.text().await.unwrap()),
            }
        }
    };
    for (who, at) in [(&xia, &p1.url), (&yann, &p2.url)] {
        retry(
            who.clone(),
            format!("{at}/api/save_profile"),
            profile("XY", "ja", "B2"),
        )
        .await;
    }
    let t = retry(
        xia.clone(),
        format!("{}/api/join", p1.url),
        vec![("prefs[want_gender]", String::new())],
    )
    .await;
    let ticket = t["ticket_id"].as_str().unwrap().to_owned();
    let waiting = tokio::spawn(retry(
        xia.clone(),
        format!("{}/api/poll", p1.url),
        vec![("ticket_id", ticket), ("wait_ms", "8000".into())],
    ));
    tokio::time::sleep(Duration::from_millis(300)).await;
    let asked = Instant::now();
    retry(
        yann.clone(),
        format!("{}/api/join", p2.url),
        vec![("prefs[want_gender]", String::new())],
    )
    .await;
    let woken = waiting.await.unwrap();
    let wake = asked.elapsed();
    let resumed = back.elapsed();
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    let mut searches = Vec::new();
    for t in load {
        searches.push(t.await.unwrap());
    }
    let seen = std::mem::take(&mut *seen.lock().unwrap());
    println!(
        "answers: {} ok, {} refused with 503 during the outage, others {:?}; pairing resumed \
         {} ms after the restart; the wakeup reached the other instance in {} ms",
        seen.ok,
        seen.unavailable,
        seen.other,
        resumed.as_millis(),
        wake.as_millis()
    );
    assert_eq!(woken["state"], "matched", "{woken}");
    assert!(wake < Duration::from_secs(4), "the wakeup took {wake:?}");
    assert!(
        resumed < Duration::from_secs(5),
        "pairing resumed after {resumed:?}"
    );
    assert!(seen.unavailable > 0, "the outage was never noticed");
    assert!(
        seen.other.is_empty(),
        "answers other than 200 and 503: {:?}",
        seen.other
    );

    // No search outlives its deadline: past it, each learner's next poll ends their search.
    tokio::time::sleep(Duration::from_secs(7)).await;
    for (http, ticket) in searches.into_iter().filter_map(|(h, t)| Some((h, t?))) {
        let res = http
            .post(format!("{}/api/poll", p1.url))
            .form(&[("ticket_id", ticket.as_str()), ("wait_ms", "0")])
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        let v: Value = res.json().await.unwrap();
        assert_ne!(
            v["state"], "searching",
            "a search outlived its deadline: {v}"
        );
    }
    assert_eq!(
        count(
            &cluster.url(),
            "SELECT count(*) FROM match_tickets WHERE status = 'searching'"
        )
        .await,
        0
    );
    drop((p1, p2));
}

/// A small tmpfs, unmounted when dropped.
struct SmallDisk(tempfile::TempDir);

impl SmallDisk {
    fn new(size: &str) -> SmallDisk {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().to_str().unwrap();
        run(
            "mount",
            &["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs", path],
        );
        SmallDisk(dir)
    }

    /// Fills what space is left with a file; removing it gives the space back.
    fn fill(&self) -> std::path::PathBuf {
        use std::io::Write;
        let path = self.0.path().join("filler");
        let mut f = std::fs::File::create(&path).unwrap();
        let chunk = vec![0u8; 4096];
        while f.write_all(&chunk).is_ok() {}
        let _ = f.flush();
        path
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg(self.0.path())
            .output();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_on_a_full_disk_refuses_with_503_loses_nothing_and_recovers() {
    if !can_run("mounting a small tmpfs") {
        return;
    }
    let disk = SmallDisk::new("4m");
    let url = format!("sqlite://{}", disk.0.path().join("parley.db").display());
    let parley = start(&url, &LIMITS).await;
    let save = |name: String| {
        let (http, url) = (browser(), format!("{}/api/save_profile", parley.url));
        async move {
            let res = http
                .post(url)
                .form(&profile(&name, "de", "A2"))
                .send()
                .await
                .unwrap();
            let s = res.status();
            (s, res.json::<Value>().await.unwrap_or(Value::Null))
        }
    };
    for i in 0..20 {
        assert_eq!(save(format!("Before{i}")).await.0, StatusCode::OK);
    }
    let filler = disk.fill();
    // Writes go on while SQLite's journal has room, then stop with a clear refusal.
    let (mut saved, mut refused) = (20, 0);
    for i in 0..3000 {
        match save(format!("Full{i}")).await {
            (StatusCode::OK, _) => saved += 1,
            (StatusCode::SERVICE_UNAVAILABLE, v) => {
                assert_eq!(v, "Unavailable");
                refused += 1;
                if refused >= 5 {
                    break;
                }
            }
            (s, v) => panic!("a save on a full disk answered {s}: {v}"),
        }
    }
    println!("disk full: {saved} profiles saved in all, then {refused} saves refused with 503");
    assert_eq!(refused, 5, "the disk never filled");
    // Reads still answer; nothing stored is lost.
    let health = reqwest::get(format!("{}/healthz", parley.url))
        .await
        .unwrap();
    assert_eq!(health.status(), StatusCode::OK);
    std::fs::remove_file(filler).unwrap();
    let (s, v) = save("After".into()).await;
    assert_eq!(s, StatusCode::OK, "after space came back: {v}");
    drop(parley);
    assert_eq!(
        count(&url, "SELECT count(*) FROM learners").await,
        saved + 1,
        "every profile saved with a 200 is still there"
    );
}

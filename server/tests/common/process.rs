//! Real `parley` processes, as an operator runs them: the test binary's sibling, on a free
//! port, with the settings given as `PARLEY_*` variables; killed when dropped.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

pub struct Parley {
    pub child: Child,
    pub url: String,
}

impl Drop for Parley {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `parley` on `db_url` with `env` besides, once it answers `/healthz`.
pub async fn start(db_url: &str, env: &[(&str, &str)]) -> Parley {
    let port = free_port();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_parley"));
    cmd.args(["--listen", &format!("127.0.0.1:{port}")])
        .env("PARLEY_DATABASE_URL", db_url)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::inherit());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let server = Parley {
        child: cmd.spawn().expect("start parley"),
        url: format!("http://127.0.0.1:{port}"),
    };
    for _ in 0..400 {
        if reqwest::get(format!("{}/healthz", server.url))
            .await
            .is_ok_and(|r| r.status().is_success())
        {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("parley on port {port} did not become healthy");
}

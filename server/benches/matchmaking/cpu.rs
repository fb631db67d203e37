//! CPU time of the three parties during a measurement (from `/proc`): this benchmark process
//! (the simulated clients), the `parley` server, and the PostgreSQL backends connected to the
//! cell's database. On a shared 2-core machine this says who the cores went to.

use std::collections::HashMap;

/// Clock ticks (`utime + stime`) per party at one moment.
#[derive(Clone, Default)]
pub struct Sample {
    client: u64,
    server: u64,
    /// Per backend process, so backends that exit or start during the run count right.
    backends: HashMap<u32, u64>,
}

/// CPU seconds per party between two samples.
#[derive(Clone, Copy, Debug, Default)]
pub struct Used {
    pub client: f64,
    pub server: f64,
    pub postgres: f64,
}

fn ticks(pid: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split(' ').collect();
    Some(f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?)
}

/// Samples the benchmark itself, the server `server_pid` and the backends of database `db`.
pub fn sample(server_pid: u32, db: &str) -> Sample {
    let mut backends = HashMap::new();
    if let Ok(dir) = std::fs::read_dir("/proc") {
        for e in dir.flatten() {
            let name = e.file_name();
            let Some(pid) = name
                .to_str()
                .filter(|n| n.bytes().all(|b| b.is_ascii_digit()))
            else {
                continue;
            };
            // PostgreSQL rewrites its backends' command lines:
            // "postgres: [cluster: ]user db host(port) state".
            let Ok(cmd) = std::fs::read(format!("/proc/{pid}/cmdline")) else {
                continue;
            };
            let cmd = String::from_utf8_lossy(&cmd);
            if cmd.starts_with("postgres: ") && cmd.split([' ', '\0']).any(|t| t == db) {
                if let (Ok(p), Some(t)) = (pid.parse(), ticks(pid)) {
                    backends.insert(p, t);
                }
            }
        }
    }
    Sample {
        client: ticks("self").unwrap_or(0),
        server: ticks(&server_pid.to_string()).unwrap_or(0),
        backends,
    }
}

impl Sample {
    pub fn since(&self, before: &Sample) -> Used {
        let hz = 100.0; // USER_HZ on Linux
        let pg: u64 = self
            .backends
            .iter()
            .map(|(pid, t)| t.saturating_sub(before.backends.get(pid).copied().unwrap_or(0)))
            .sum();
        Used {
            client: self.client.saturating_sub(before.client) as f64 / hz,
            server: self.server.saturating_sub(before.server) as f64 / hz,
            postgres: pg as f64 / hz,
        }
    }
}

impl Used {
    /// "client/server/postgres" in CPU milliseconds per unit of work.
    pub fn per(&self, units: f64) -> String {
        let ms = |s: f64| s * 1000.0 / units.max(1.0);
        format!(
            "{:.2}/{:.2}/{:.2}",
            ms(self.client),
            ms(self.server),
            ms(self.postgres)
        )
    }
}

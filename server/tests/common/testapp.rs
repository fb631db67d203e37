//! The real app on port 0 against a fresh database (`run`, as `main` starts it), and a browser
//! of it: a cookie-keeping HTTP client.

use super::{Backend, TestDb};
use server::settings::{Layer, Secret, Settings};

pub struct TestApp {
    pub base: String,
    pub db: TestDb,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
}

impl TestApp {
    pub async fn spawn(b: Backend) -> TestApp {
        TestApp::spawn_with(b, Layer::default()).await
    }

    /// With `layer`'s settings, on a fresh database.
    pub async fn spawn_with(b: Backend, layer: Layer) -> TestApp {
        TestApp::spawn_on(TestDb::new(b).await, layer).await
    }

    /// A second instance beside `first`, on its (PostgreSQL) database, with `layer`'s settings.
    pub async fn spawn_beside(first: &TestApp, layer: Layer) -> TestApp {
        TestApp::spawn_on(first.db.shared(), layer).await
    }

    async fn spawn_on(db: TestDb, layer: Layer) -> TestApp {
        let settings = Settings::resolve(Layer {
            database_url: Some(Secret::new(db.url.clone())),
            ..layer
        })
        .unwrap();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let task = tokio::spawn(server::run(listener, settings, async {
            let _ = stopped.await;
        }));
        let app = TestApp {
            base,
            db,
            stop: Some(stop),
            task: Some(task),
        };
        // Wait until it answers.
        for _ in 0..100 {
            if reqwest::get(app.url("/healthz"))
                .await
                .is_ok_and(|r| r.status().is_success())
            {
                return app;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
        panic!("app did not become healthy");
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub fn browser(&self) -> reqwest::Client {
        reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .unwrap()
    }

    /// Calls the server function `f` as `client` with `form`; its JSON answer.
    pub async fn call(
        &self,
        client: &reqwest::Client,
        f: &str,
        form: &[(&str, &str)],
    ) -> serde_json::Value {
        let res = client
            .post(self.url(&format!("/api/{f}")))
            .form(form)
            .send();
        res.await.unwrap().json().await.unwrap()
    }

    /// `client` starts searching with its profile's wants; the ticket's status.
    pub async fn join(&self, client: &reqwest::Client) -> serde_json::Value {
        self.call(client, "join", &[("prefs[want_gender]", "")])
            .await
    }

    /// Stops the server gracefully and reports how `run` ended.
    pub async fn stop(mut self) -> anyhow::Result<()> {
        let _ = self.stop.take().unwrap().send(());
        self.task.take().unwrap().await.unwrap()
    }
}

/// The site files a page links under `/pkg/`, as paths to request.
#[derive(Debug)]
pub struct Bundle {
    pub js: String,
    pub wasm: String,
    pub css: String,
}

impl Bundle {
    /// What the home page links (its modulepreload, preload and stylesheet).
    pub async fn linked_by(app: &TestApp) -> Bundle {
        let html = reqwest::get(app.url("/"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let linked: Vec<&str> = html
            .split("href=\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .filter(|href| href.starts_with("/pkg/"))
            .collect();
        let one = |ext: &str| {
            let found: Vec<_> = linked.iter().filter(|h| h.ends_with(ext)).collect();
            assert_eq!(found.len(), 1, "one {ext} linked: {linked:?}");
            found[0].to_string()
        };
        Bundle {
            js: one(".js"),
            wasm: one(".wasm"),
            css: one(".css"),
        }
    }

    pub fn paths(&self) -> [&str; 3] {
        [&self.js, &self.wasm, &self.css]
    }
}

pub async fn save_profile(
    browser: &reqwest::Client,
    app: &TestApp,
    form: &[(String, String)],
) -> reqwest::Response {
    let url = app.url("/api/save_profile");
    browser.post(url).form(form).send().await.unwrap()
}

pub fn profile_form(name: &str, language: &str, level: &str) -> Vec<(String, String)> {
    [
        ("display_name", name),
        ("language", language),
        ("level", level),
    ]
    .into_iter()
    .map(|(k, v)| (format!("form[{k}]"), v.to_owned()))
    .collect()
}

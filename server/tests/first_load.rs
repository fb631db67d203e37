//! What a first visit downloads, through the real app and the site `scripts/build-site` built:
//! the page links a bundle named after its content, browsers may keep those files for a year
//! and must ask again for everything else, and each file comes precompressed in the best
//! encoding the browser accepts, decoding to exactly the uncompressed file.

mod common;

use std::io::Read;

use common::testapp::{Bundle, TestApp};
use common::Backend;
use reqwest::header::{HeaderMap, CACHE_CONTROL, CONTENT_ENCODING, CONTENT_TYPE, ETAG, VARY};
use reqwest::StatusCode;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";

async fn get(app: &TestApp, path: &str, accept_encoding: Option<&str>) -> (HeaderMap, Vec<u8>) {
    let mut req = reqwest::Client::new().get(app.url(path));
    if let Some(ae) = accept_encoding {
        req = req.header("accept-encoding", ae);
    }
    let res = req.send().await.unwrap();
    assert_eq!(res.status(), StatusCode::OK, "{path} ({accept_encoding:?})");
    let headers = res.headers().clone();
    (headers, res.bytes().await.unwrap().to_vec())
}

fn header(h: &HeaderMap, name: reqwest::header::HeaderName) -> &str {
    h.get(&name).map_or("", |v| v.to_str().unwrap())
}

/// `parley-<10 hex>` and the rest of the name.
fn hashed(path: &str) -> (&str, &str) {
    let name = path.strip_prefix("/pkg/parley-").expect(path);
    let (hash, rest) = name.split_at(10);
    assert!(
        hash.bytes().all(|b| b.is_ascii_hexdigit()),
        "{path} is named after its content"
    );
    (hash, rest)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_links_the_content_hashed_bundle_its_manifest_lists() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let bundle = Bundle::linked_by(&app).await;
    let (js_hash, js_rest) = hashed(&bundle.js);
    let (wasm_hash, wasm_rest) = hashed(&bundle.wasm);
    let (_, css_rest) = hashed(&bundle.css);
    assert_eq!((js_rest, wasm_rest, css_rest), (".js", "_bg.wasm", ".css"));
    assert_eq!(js_hash, wasm_hash, "the glue and its wasm share one name");

    let (_, manifest) = get(&app, "/pkg/manifest.json", None).await;
    let manifest: serde_json::Value = serde_json::from_slice(&manifest).unwrap();
    assert_eq!(
        format!("/pkg/{}.js", manifest["bundle"].as_str().unwrap()),
        bundle.js
    );
    assert_eq!(
        format!("/pkg/{}", manifest["css"].as_str().unwrap()),
        bundle.css
    );
    app.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hashed_files_are_kept_for_a_year_and_everything_else_is_asked_for_again() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let bundle = Bundle::linked_by(&app).await;
    for path in bundle.paths() {
        for ae in [None, Some("br"), Some("gzip")] {
            let (h, _) = get(&app, path, ae).await;
            assert_eq!(header(&h, CACHE_CONTROL), IMMUTABLE, "{path} ({ae:?})");
        }
    }
    // The LiveKit call view's modules, which no page links (a LiveKit call loads them).
    let (_, manifest) = get(&app, "/pkg/manifest.json", None).await;
    let manifest: serde_json::Value = serde_json::from_slice(&manifest).unwrap();
    for key in ["livekit", "livekit_client"] {
        let name = manifest[key].as_str().expect(key);
        assert!(name.ends_with(".mjs"), "{name}");
        let (h, _) = get(&app, &format!("/pkg/{name}"), Some("br")).await;
        assert_eq!(header(&h, CACHE_CONTROL), IMMUTABLE, "{name}");
    }
    for path in ["/pkg/manifest.json", "/favicon.svg"] {
        let (h, _) = get(&app, path, Some("br")).await;
        assert_eq!(header(&h, CACHE_CONTROL), "no-cache", "{path}");
    }
    // Pages name the bundle of the moment, and are rendered for one learner.
    for path in ["/", "/no/such/page"] {
        let res = reqwest::get(app.url(path)).await.unwrap();
        let cc = header(res.headers(), CACHE_CONTROL).to_owned();
        assert!(
            cc.contains("no-cache") && cc.contains("private"),
            "{path}: {cc:?}"
        );
        res.bytes().await.unwrap();
    }
    app.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn brotli_and_gzip_answers_decode_to_the_uncompressed_file() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let bundle = Bundle::linked_by(&app).await;
    for path in bundle.paths().into_iter().chain(["/favicon.svg"]) {
        let (plain_h, plain) = get(&app, path, None).await;
        assert_eq!(header(&plain_h, CONTENT_ENCODING), "", "{path}");
        assert!(!plain.is_empty());

        let (br_h, br) = get(&app, path, Some("gzip, deflate, br, zstd")).await;
        assert_eq!(header(&br_h, CONTENT_ENCODING), "br", "{path}");
        let mut unbr = Vec::new();
        brotli_decompressor::Decompressor::new(&br[..], 4096)
            .read_to_end(&mut unbr)
            .unwrap();
        assert!(unbr == plain, "{path}: brotli decodes to the file");

        let (gz_h, gz) = get(&app, path, Some("gzip")).await;
        assert_eq!(header(&gz_h, CONTENT_ENCODING), "gzip", "{path}");
        let mut ungz = Vec::new();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_end(&mut ungz)
            .unwrap();
        assert!(ungz == plain, "{path}: gzip decodes to the file");
        assert!(br.len() < gz.len() && gz.len() < plain.len(), "{path}");

        for h in [&plain_h, &br_h, &gz_h] {
            assert_eq!(header(h, CONTENT_TYPE), header(&plain_h, CONTENT_TYPE));
            assert_eq!(header(h, VARY), "accept-encoding", "{path}");
        }
        let etags = [&plain_h, &br_h, &gz_h].map(|h| header(h, ETAG));
        assert!(
            etags[0] != etags[1] && etags[1] != etags[2] && etags[0] != etags[2],
            "{path}: one ETag per encoding: {etags:?}"
        );
    }
    let (wasm_h, _) = get(&app, &bundle.wasm, None).await;
    assert_eq!(header(&wasm_h, CONTENT_TYPE), "application/wasm");
    app.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_encoding_the_browser_refuses_is_never_sent() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let bundle = Bundle::linked_by(&app).await;
    for (ae, sent) in [
        ("br;q=0, gzip", "gzip"),
        ("br;q=0, gzip;q=0", ""),
        ("identity", ""),
        ("deflate, zstd", ""),
        ("*", "br"),
    ] {
        let (h, _) = get(&app, &bundle.wasm, Some(ae)).await;
        assert_eq!(header(&h, CONTENT_ENCODING), sent, "{ae}");
    }
    app.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_encoding_is_revalidated_by_its_own_etag() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let bundle = Bundle::linked_by(&app).await;
    let (br_h, _) = get(&app, &bundle.css, Some("br")).await;
    let revalidate = |ae: &'static str| {
        reqwest::Client::new()
            .get(app.url(&bundle.css))
            .header("accept-encoding", ae)
            .header("if-none-match", br_h[ETAG].clone())
            .send()
    };
    assert_eq!(
        revalidate("br").await.unwrap().status(),
        StatusCode::NOT_MODIFIED
    );
    let other = revalidate("gzip").await.unwrap();
    assert_eq!(other.status(), StatusCode::OK);
    assert_eq!(header(other.headers(), CONTENT_ENCODING), "gzip");
    app.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bundle_file_the_site_lacks_is_not_found() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let bundle = Bundle::linked_by(&app).await;
    let (hash, _) = hashed(&bundle.js);
    let stale = bundle.js.replace(hash, "0123456789");
    for path in [stale.as_str(), "/pkg/parley.js", "/pkg/nope.wasm"] {
        for ae in ["", "br"] {
            let res = reqwest::Client::new()
                .get(app.url(path))
                .header("accept-encoding", ae)
                .send()
                .await
                .unwrap();
            assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
        }
    }
    app.stop().await.unwrap();
}

//! Settings: defaults, layers, validation, and what never prints.

use super::*;

#[test]
fn later_layers_win_and_defaults_fill_the_rest() {
    let file: Layer = toml::from_str("listen = \"0.0.0.0:8080\"\nsecure_cookies = true").unwrap();
    let env = Layer {
        listen: Some("127.0.0.1:9000".parse().unwrap()),
        ..Layer::default()
    };
    let s = Settings::resolve(file.merge(env)).unwrap();
    assert_eq!(s.listen.port(), 9000);
    assert!(s.secure_cookies);
    assert_eq!(s.database_url.expose(), "sqlite://parley.db");
}

#[cfg(feature = "test-support")]
#[test]
fn pairing_defaults_to_parley_and_reads_the_baseline_name() {
    assert_eq!(
        Settings::resolve(Layer::default()).unwrap().pairing,
        crate::store::Pairing::Parley
    );
    let file: Layer = toml::from_str("pairing = \"seed-baseline\"").unwrap();
    assert_eq!(
        Settings::resolve(file).unwrap().pairing,
        crate::store::Pairing::SeedBaseline
    );
    assert!(toml::from_str::<Layer>("pairing = \"fast\"").is_err());
}

#[test]
fn secrets_never_print() {
    let s = Settings::resolve(Layer {
        database_url: Some(Secret::new("postgres://u:hunter2@db/parley")),
        cookie_secret: Some(Secret::new("k".repeat(40))),
        review_llm_key: Some(Secret::new("sk-review-swordfish")),
        partner_llm_key: Some(Secret::new("sk-partner-opensesame")),
        ..Layer::default()
    })
    .unwrap();
    let shown = format!("{s:?}");
    for secret in ["hunter2", "kkkk", "swordfish", "opensesame"] {
        assert!(!shown.contains(secret), "{shown}");
    }
}

#[test]
fn refuses_bad_values_and_unknown_keys() {
    let bad_url = Layer {
        database_url: Some(Secret::new("mysql://x")),
        ..Layer::default()
    };
    assert!(Settings::resolve(bad_url)
        .unwrap_err()
        .to_string()
        .contains("database_url"));
    assert!(toml::from_str::<Layer>("lisen = \"x\"").is_err());
    let short_key = Layer {
        cookie_secret: Some(Secret::new("short")),
        ..Layer::default()
    };
    assert!(Settings::resolve(short_key).is_err());
}

fn installed() -> Option<InstalledPiper> {
    Some(InstalledPiper {
        command: PathBuf::from("/cache/parley/piper/venv/bin/piper"),
        model: PathBuf::from("/cache/parley/piper/voices/en_US-joe-medium.onnx"),
    })
}

#[test]
fn partner_settings_default_to_espeak_without_piper_and_no_language_model() {
    let s = Settings::resolve_with(Layer::default(), None).unwrap();
    assert_eq!(s.partner_tts, Engine::Espeak);
    assert_eq!(s.partner_piper_command, PathBuf::from("piper"));
    assert_eq!(s.partner_piper_model, None);
    assert_eq!(s.partner_llm_url, None);
    assert_eq!(s.partner_llm_model, "llama3.2");
    assert_eq!(s.partner_llm_budget_ms, 1200);

    let file: Layer = toml::from_str(
        "partner_tts = \"piper\"\npartner_piper_model = \"voices/joe.onnx\"\n\
         partner_llm_url = \"http://127.0.0.1:11434/v1\"\npartner_llm_budget_ms = 900",
    )
    .unwrap();
    let s = Settings::resolve_with(file, None).unwrap();
    assert_eq!(s.partner_tts, Engine::Piper);
    assert_eq!(s.partner_llm_budget_ms, 900);
    assert!(toml::from_str::<Layer>("partner_tts = \"festival\"").is_err());
    let blank_url = Layer {
        partner_llm_url: Some("  ".into()),
        ..Layer::default()
    };
    assert_eq!(Settings::resolve(blank_url).unwrap().partner_llm_url, None);
}

#[test]
fn the_installed_piper_is_the_default_voice_unless_espeak_is_asked_for() {
    let s = Settings::resolve_with(Layer::default(), installed()).unwrap();
    assert_eq!(s.partner_tts, Engine::Piper);
    let i = installed().unwrap();
    assert_eq!(s.partner_piper_command, i.command);
    assert_eq!(s.partner_piper_model, Some(i.model));

    let forced: Layer = toml::from_str("partner_tts = \"espeak\"").unwrap();
    let s = Settings::resolve_with(forced, installed()).unwrap();
    assert_eq!(s.partner_tts, Engine::Espeak);

    // The operator's own voice and program win over the installed ones.
    let own: Layer =
        toml::from_str("partner_piper_model = \"/srv/voices/amy.onnx\"\npartner_piper_command = \"/usr/local/bin/piper\"")
            .unwrap();
    let s = Settings::resolve_with(own.clone(), installed()).unwrap();
    assert_eq!(s.partner_tts, Engine::Piper);
    assert_eq!(
        s.partner_piper_command,
        PathBuf::from("/usr/local/bin/piper")
    );
    assert_eq!(
        s.partner_piper_model,
        Some(PathBuf::from("/srv/voices/amy.onnx"))
    );
    // A voice set without Piper installed is Piper too, run from the PATH.
    let s = Settings::resolve_with(
        Layer {
            partner_piper_command: None,
            ..own
        },
        None,
    )
    .unwrap();
    assert_eq!(
        (s.partner_tts, s.partner_piper_command),
        (Engine::Piper, PathBuf::from("piper"))
    );
    // `partner_tts = "piper"` alone takes the installed program and voice.
    let piper: Layer = toml::from_str("partner_tts = \"piper\"").unwrap();
    let s = Settings::resolve_with(piper, installed()).unwrap();
    assert_eq!(s.partner_piper_model, installed().map(|i| i.model));
}

#[test]
fn partner_settings_refuse_what_cannot_work() {
    let invalid = |layer: Layer| match Settings::resolve(layer) {
        Err(SettingsError::Invalid { name, .. }) => name,
        other => panic!("{other:?}"),
    };
    let piper_without_voice = Layer {
        partner_tts: Some(Engine::Piper),
        ..Layer::default()
    };
    let invalid_without_piper = |layer: Layer| match Settings::resolve_with(layer, None) {
        Err(SettingsError::Invalid { name, .. }) => name,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        invalid_without_piper(piper_without_voice),
        "partner_piper_model"
    );
    let bad_url = Layer {
        partner_llm_url: Some("127.0.0.1:11434".into()),
        ..Layer::default()
    };
    assert_eq!(invalid(bad_url), "partner_llm_url");
    let no_budget = Layer {
        partner_llm_budget_ms: Some(0),
        ..Layer::default()
    };
    assert_eq!(invalid(no_budget), "partner_llm_budget_ms");
}

#[test]
fn turn_is_off_by_default_and_reads_urls_secret_and_lifetime() {
    let s = Settings::resolve(Layer::default()).unwrap();
    assert!(s.turn_urls.is_empty());
    assert_eq!(s.turn_secret, None);
    assert_eq!(s.turn_ttl_secs, 600);

    let file: Layer = toml::from_str(
        "turn_urls = [\"stun:stun.example.org:3478\", \" turn:turn.example.org:3478?transport=udp \", \
         \"turns:turn.example.org:443?transport=tcp\", \"\"]\n\
         turn_secret = \"north\"\nturn_ttl_secs = 3600",
    )
    .unwrap();
    let s = Settings::resolve(file).unwrap();
    assert_eq!(
        s.turn_urls,
        [
            "stun:stun.example.org:3478",
            "turn:turn.example.org:3478?transport=udp",
            "turns:turn.example.org:443?transport=tcp",
        ]
    );
    assert_eq!(s.turn_secret, Some(Secret::new("north")));
    assert_eq!(s.turn_ttl_secs, 3600);
    assert!(!format!("{s:?}").contains("north"));
}

#[test]
fn stun_alone_needs_no_secret() {
    let stun = Layer {
        turn_urls: Some(vec!["stun:stun.example.org:3478".into()]),
        ..Layer::default()
    };
    let s = Settings::resolve(stun).unwrap();
    assert_eq!(s.turn_urls, ["stun:stun.example.org:3478"]);
}

#[test]
fn turn_settings_refuse_what_cannot_work() {
    let invalid = |layer: Layer| match Settings::resolve(layer) {
        Err(e @ SettingsError::Invalid { .. }) => e.to_string(),
        other => panic!("{other:?}"),
    };
    let urls = |urls: &[&str], secret: Option<&str>| Layer {
        turn_urls: Some(urls.iter().map(|u| u.to_string()).collect()),
        turn_secret: secret.map(Secret::new),
        ..Layer::default()
    };
    let no_secret = invalid(urls(&["turn:turn.example.org:3478"], None));
    assert!(no_secret.starts_with("setting turn_secret:"), "{no_secret}");
    assert!(no_secret.contains("static-auth-secret"), "{no_secret}");
    let empty_secret = invalid(urls(&["turns:turn.example.org:443"], Some("")));
    assert!(
        empty_secret.starts_with("setting turn_secret:"),
        "{empty_secret}"
    );
    for bad in [
        "http://turn.example.org",
        "turn.example.org:3478",
        "turn://turn.example.org:3478",
        "turn:",
        "turn:?transport=udp",
    ] {
        let e = invalid(urls(&[bad], Some("north")));
        assert!(e.starts_with("setting turn_urls:"), "{bad}: {e}");
        assert!(e.contains(bad), "{bad}: {e}");
    }
    for ttl in [0, 59, 86_401] {
        let e = invalid(Layer {
            turn_ttl_secs: Some(ttl),
            ..Layer::default()
        });
        assert!(e.starts_with("setting turn_ttl_secs:"), "{ttl}: {e}");
    }
}

#[test]
fn livekit_is_off_by_default_and_needs_its_url_key_and_secret_together() {
    let s = Settings::resolve(Layer::default()).unwrap();
    assert!(s.livekit_url.is_none() && s.livekit_api_key.is_none());
    let secret = "lk-secret-of-at-least-thirty-two-chars!";
    let file: Layer = toml::from_str(&format!(
        "livekit_url = \"wss://lk.example.org/\"\nlivekit_api_key = \"APIkey\"\nlivekit_api_secret = \"{secret}\""
    ))
    .unwrap();
    let s = Settings::resolve(file).unwrap();
    assert_eq!(s.livekit_url.as_deref(), Some("wss://lk.example.org"));
    assert_eq!(s.livekit_api_key.as_deref(), Some("APIkey"));
    assert!(
        !format!("{s:?}").contains(secret),
        "the secret never prints"
    );

    let refused = |toml: &str| match Settings::resolve(toml::from_str(toml).unwrap()) {
        Err(SettingsError::Invalid { name, message }) => format!("{name}: {message}"),
        other => panic!("{toml:?} was accepted: {other:?}"),
    };
    let key = "livekit_api_key = \"k\"";
    let long = format!("livekit_api_secret = \"{secret}\"");
    assert!(
        refused(&format!("livekit_url = \"lk.example.org\"\n{key}\n{long}"))
            .starts_with("livekit_url: must be")
    );
    assert!(refused(&format!("livekit_url = \"wss://x\"\n{long}")).starts_with("livekit_api_key"));
    assert!(refused(&format!("livekit_url = \"wss://x\"\n{key}")).starts_with("livekit_api_secret"));
    assert!(refused(&format!(
        "livekit_url = \"wss://x\"\n{key}\nlivekit_api_secret = \"short\""
    ))
    .contains("at least 32"));
    assert!(refused(&format!("{key}\n{long}")).starts_with("livekit_url"));
}

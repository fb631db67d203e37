//! The AI partner listening and speaking in a loopback room, for the tests that call it: the
//! real Whisper model, espeak-ng or Piper as the settings choose, no observer.

use std::sync::Arc;

use server::media::hub::MediaHub;
use server::partner::chat::ChatClient;
use server::partner::{ears::Ears, tts, turns::TurnConfig, Deps, Partner, PartnerTap};
use server::speech::whisper::WhisperModel;
use server::store::Store;

use super::speech::load_model;

pub struct PartnerRoom {
    pub hub: MediaHub,
    pub partner: Partner,
    /// The model the partner listens with (loaded once; tests read back what it said with it).
    pub model: Arc<WhisperModel>,
}

/// The room and the partner, thinking with `chat` when given; logs at `RUST_LOG` (warn).
pub async fn partner_room(store: Arc<dyn Store>, chat: Option<Arc<ChatClient>>) -> PartnerRoom {
    let _ = tracing_subscriber::fmt()
        .with_env_filter(std::env::var("RUST_LOG").unwrap_or_else(|_| "warn".into()))
        .with_test_writer()
        .try_init();
    let (tap, calls) = PartnerTap::new();
    let hub = MediaHub::loopback(vec![Box::new(tap)]).await.unwrap();
    let model = Arc::new(load_model());
    let partner = Partner::start(
        Deps {
            hub: hub.clone(),
            store,
            ears: Ears::start(server::observer::whisper_recognizers(model.clone())),
            tts: tts::from_settings(&server::settings::Settings::default()),
            chat,
            observer: None,
            turns: TurnConfig::default(),
        },
        calls,
    );
    PartnerRoom {
        hub,
        partner,
        model,
    }
}

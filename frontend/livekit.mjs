// The entry to the LiveKit browser client, for calls on a LiveKit deployment. The call view
// adds it as a module script only when a call's transport is LiveKit
// (app/src/pages/media/livekit.rs), and reads the client's exports where this leaves them.
// scripts/build-site rewrites the import below to the hashed copy of livekit-client's
// prebuilt ES module (frontend/package.json) and names this file after its own hash.
import * as LiveKit from './livekit-client.mjs';

window.__parleyLiveKit = LiveKit;

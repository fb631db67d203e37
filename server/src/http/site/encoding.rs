//! Which stored encoding of an asset a browser gets, from its `Accept-Encoding`.
//!
//! `scripts/build-site` writes a brotli (`.br`) and a gzip (`.gz`) copy beside each compressible
//! file; this picks among them with no I/O. A coding the browser gave `q=0` (or left out, with
//! no `*` to admit it) is never chosen, whatever else it says: sending a body the browser cannot
//! decode breaks the page, while identity is always acceptable to send.

/// A precompressed copy of an asset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    Brotli,
    Gzip,
}

impl Encoding {
    /// Ours in the order we prefer them at equal `q`: brotli is the smaller.
    const ALL: [Encoding; 2] = [Encoding::Brotli, Encoding::Gzip];

    /// The name in `Accept-Encoding` and `Content-Encoding`.
    pub fn token(self) -> &'static str {
        match self {
            Encoding::Brotli => "br",
            Encoding::Gzip => "gzip",
        }
    }

    /// What `scripts/build-site` appends to the original's file name.
    pub fn suffix(self) -> &'static str {
        match self {
            Encoding::Brotli => ".br",
            Encoding::Gzip => ".gz",
        }
    }
}

/// The encodings `accept` admits, best first: highest `q`, then brotli before gzip. Empty
/// without the header (identity, then).
pub fn preference(accept: &str) -> Vec<Encoding> {
    let mut admitted: Vec<(Encoding, f32)> = Encoding::ALL
        .into_iter()
        .filter_map(|e| Some((e, quality(accept, e.token())?)))
        .filter(|&(_, q)| q > 0.0)
        .collect();
    // A stable sort keeps ALL's order among equal q.
    admitted.sort_by(|a, b| b.1.total_cmp(&a.1));
    admitted.into_iter().map(|(e, _)| e).collect()
}

/// The `q` that `accept` gives `token`: its own entry's, else `*`'s, else none (not admitted).
/// An unreadable `q` counts as 0.
fn quality(accept: &str, token: &str) -> Option<f32> {
    let mut star = None;
    for entry in accept.split(',') {
        let mut params = entry.split(';');
        let name = params.next().unwrap_or_default().trim();
        let q = params
            .find_map(|p| {
                let (k, v) = p.split_once('=')?;
                k.trim().eq_ignore_ascii_case("q").then(|| v.trim())
            })
            .map_or(1.0, |v| v.parse::<f32>().unwrap_or(0.0));
        if name.eq_ignore_ascii_case(token) {
            return Some(q);
        }
        if name == "*" {
            star = Some(q);
        }
    }
    star
}

#[cfg(test)]
mod tests {
    use super::Encoding::{Brotli, Gzip};
    use super::*;

    #[test]
    fn a_browser_that_takes_both_gets_brotli_first() {
        assert_eq!(preference("gzip, deflate, br, zstd"), [Brotli, Gzip]);
        assert_eq!(preference("gzip, deflate"), [Gzip]);
    }

    #[test]
    fn no_header_or_identity_alone_means_no_compression() {
        assert!(preference("").is_empty());
        assert!(preference("identity").is_empty());
    }

    #[test]
    fn a_coding_refused_with_q_zero_is_never_chosen() {
        assert_eq!(preference("br;q=0, gzip"), [Gzip]);
        assert_eq!(preference("br; q=0.0 ,gzip;q=0"), []);
        assert_eq!(preference("*, br;q=0"), [Gzip]);
        assert_eq!(preference("*;q=0"), []);
    }

    #[test]
    fn a_higher_q_wins_over_our_own_order() {
        assert_eq!(preference("br;q=0.5, gzip;q=1"), [Gzip, Brotli]);
        assert_eq!(preference("BR;Q=0.9, GZIP;q=0.9"), [Brotli, Gzip]);
    }

    #[test]
    fn a_star_admits_what_is_not_named_and_an_unreadable_q_admits_nothing() {
        assert_eq!(preference("*"), [Brotli, Gzip]);
        assert_eq!(preference("gzip;q=0.2, *;q=0.5"), [Brotli, Gzip]);
        assert_eq!(preference("br;q=high, gzip"), [Gzip]);
    }
}

//! Reading a phrasebook file into the `'static` tables the engine works with.
//!
//! serde reads each field in an owned form (`String`, `Vec`) and [`Leaked`] turns it into the
//! `&'static` form, leaking it. That happens once per language per process (each book sits
//! behind a `LazyLock` in `Phrasebook::of` and is never dropped), so the leak is five small
//! tables, bounded and never repeated. What it buys: the engine keeps handing out
//! `&'static str` lines, which it remembers across turns (`asked`, `recent`) without owning or
//! cloning them, exactly as when the tables were Rust statics.

use serde::de::{Deserialize, DeserializeOwned, Deserializer};

use super::Phrasebook;

/// Parses one phrasebook file. The files are compiled in, so one that does not parse is a
/// programming error, not a runtime condition: it panics naming the file and serde's error,
/// and the tests load every language (`tests/phrasebooks.rs`).
pub(super) fn parse(file: &str, text: &'static str) -> Phrasebook {
    toml::from_str(text).unwrap_or_else(|e| panic!("phrasebook/{file} does not parse: {e}"))
}

/// serde's `deserialize_with` for every `&'static` field of [`Phrasebook`].
pub(in crate::partner) fn leaked<'de, D: Deserializer<'de>, T: Leaked>(
    d: D,
) -> Result<T, D::Error> {
    T::Owned::deserialize(d).map(T::leak)
}

/// A `&'static` table shape and the owned shape it is read as.
pub(in crate::partner) trait Leaked {
    type Owned: DeserializeOwned;
    fn leak(owned: Self::Owned) -> Self;
}

impl Leaked for &'static str {
    type Owned = String;
    fn leak(owned: String) -> Self {
        owned.leak()
    }
}

impl<T: Leaked> Leaked for &'static [T] {
    type Owned = Vec<T::Owned>;
    fn leak(owned: Self::Owned) -> Self {
        owned.into_iter().map(T::leak).collect::<Vec<_>>().leak()
    }
}

/// A keyed group, `(Topic, List)` and the like: the key is read as it is.
impl<K: DeserializeOwned, V: Leaked> Leaked for (K, V) {
    type Owned = (K, V::Owned);
    fn leak((key, value): Self::Owned) -> Self {
        (key, V::leak(value))
    }
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    #[should_panic(expected = "phrasebook/xx.toml does not parse: ")]
    fn a_file_that_does_not_parse_is_named_in_the_panic() {
        parse("xx.toml", "spaced = \"yes\"");
    }
}

//! "Did you mean" suggestions: the known name closest to a misspelt one.
//!
//! Every front end uses [`closest`] (or [`did_you_mean`]) for unknown
//! instruction names, registers, bindings, options and variables, so that
//! one rule decides when a suggestion is worth making.

/// Names longer than this are not compared: a long unknown word is not a
/// typo of a short keyword, and the distance costs length squared.
const MAX_COMPARED: usize = 64;

/// The candidate closest to `name` by edit distance (insertions, deletions,
/// substitutions and swaps of two neighbouring letters, ignoring ASCII
/// case), if it is close enough to be a likely typo: at most one edit for
/// names of 2 to 5 characters, and a third of the name's length beyond.
/// A candidate equal to `name` is no suggestion; of equally close
/// candidates the first in byte order wins, so that the answer does not
/// depend on the order of a hash map.
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    // A one-letter name is as close to every other letter: no guess.
    if name.chars().count() < 2 || name.len() > MAX_COMPARED {
        return None;
    }
    let limit = (name.chars().count() / 3).max(1);
    let mut best: Option<(usize, &'a str)> = None;
    for candidate in candidates {
        if candidate == name || candidate.len() > MAX_COMPARED {
            continue;
        }
        let d = distance(name, candidate);
        if d <= limit && best.is_none_or(|(b, c)| (d, candidate) < (b, c)) {
            best = Some((d, candidate));
        }
    }
    best.map(|(_, c)| c)
}

/// The note text `did you mean `NAME`?` for the closest candidate, if any.
pub fn did_you_mean<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<String> {
    closest(name, candidates).map(|c| format!("did you mean `{c}`?"))
}

/// Optimal string alignment distance of two names, ASCII case ignored.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().map(|c| c.to_ascii_lowercase()).collect();
    let b: Vec<char> = b.chars().map(|c| c.to_ascii_lowercase()).collect();
    // Three rows of the table: two before the current one (for swaps).
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        current[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut d = (previous[j] + 1)
                .min(current[j - 1] + 1)
                .min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d = d.min(before[j - 2] + 1);
            }
            current[j] = d;
        }
        std::mem::swap(&mut before, &mut previous);
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(distance("postion", "position"), 1);
        assert_eq!(distance("colour", "color"), 1);
        assert_eq!(distance("MOVE", "mov"), 1);
        assert_eq!(distance("ab", "ba"), 1);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("kitten", "sitting"), 3);
    }

    #[test]
    fn suggests_the_closest_likely_typo() {
        let bindings = ["position", "weight", "normal", "color", "fogcoord"];
        assert_eq!(closest("postion", bindings), Some("position"));
        assert_eq!(closest("colour", bindings), Some("color"));
        assert_eq!(closest("Color", bindings), Some("color"));
        // Too far from anything: no guess.
        assert_eq!(closest("texture", bindings), None);
        assert_eq!(closest("q", ["r", "o"]), None);
        assert_eq!(closest("color", bindings), None);
        assert_eq!(
            did_you_mean("ARB_precision_hint_fastst", ["ARB_precision_hint_fastest"]),
            Some("did you mean `ARB_precision_hint_fastest`?".to_string())
        );
        let long = "x".repeat(MAX_COMPARED + 1);
        assert_eq!(closest(&long, [long.as_str()]), None);
    }
}

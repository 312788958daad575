//! The pseudo-locale's transform: English letters accented and the text about 40% longer, so that
//! a screen in `en-XA` shows any word that came from no catalogue, and any line that grows too
//! long in a longer language.

use std::borrow::Cow;
use std::string::String;

/// The accented form of each of `a` to `z`.
const SMALL: [char; 26] =
    ['á', 'ƀ', 'ç', 'ḓ', 'é', 'ƒ', 'ğ', 'ħ', 'í', 'ĵ', 'ķ', 'ĺ', 'ḿ', 'ñ', 'ó', 'ƥ', 'ʠ', 'ŕ', 'š', 'ŧ', 'ú', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž'];

/// The accented form of each of `A` to `Z`.
const CAPS: [char; 26] =
    ['Á', 'Ɓ', 'Ç', 'Ḓ', 'É', 'Ƒ', 'Ğ', 'Ħ', 'Í', 'Ĵ', 'Ķ', 'Ĺ', 'Ḿ', 'Ñ', 'Ó', 'Ƥ', 'Ɋ', 'Ŕ', 'Š', 'Ŧ', 'Ú', 'Ṽ', 'Ŵ', 'Ẋ', 'Ý', 'Ž'];

/// `text` with each ASCII letter accented and each vowel doubled, plus one `·` for every five
/// letters: about 40% longer than English. Digits, signs and spaces stay as they are.
pub(super) fn transform(text: &str) -> Cow<'_, str> {
    if !text.bytes().any(|b| b.is_ascii_alphabetic()) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() * 2);
    let mut letters = 0;
    for c in text.chars() {
        let accented = match c {
            'a'..='z' => SMALL[usize::from(c as u8 - b'a')],
            'A'..='Z' => CAPS[usize::from(c as u8 - b'A')],
            _ => {
                out.push(c);
                continue;
            }
        };
        out.push(accented);
        if matches!(c.to_ascii_lowercase(), 'a' | 'e' | 'o' | 'u') {
            out.push(accented);
        }
        letters += 1;
        if letters % 5 == 0 {
            out.push('·');
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::transform;

    #[test]
    fn pseudo_text_has_no_ascii_letter_and_is_longer() {
        let english = "The opponent stands at 19 with the tiebreaker on the table.";
        let pseudo = transform(english);
        assert!(!pseudo.chars().any(|c| c.is_ascii_alphabetic()), "{pseudo}");
        let (before, after) = (english.chars().count(), pseudo.chars().count());
        assert!(after * 10 >= before * 13 && after * 10 <= before * 16, "{before} → {after}: {pseudo}");
        assert_eq!(transform("19 : 20"), "19 : 20");
    }
}

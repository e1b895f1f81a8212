//! `--set NAME=VALUES` syntax and value formatting (docs/cli.md).

use thiserror::Error;

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ValueError {
    #[error("`{0}` is not NAME=VALUES")]
    NoEquals(String),
    #[error(
        "`{0}`: give 1 to 16 comma-separated components (more than 4 fill the following registers)"
    )]
    Count(String),
    #[error("`{0}` is not a number, nan, inf, -inf or a 0x raw word")]
    Component(String),
    #[error(
        "`{value}` is not an integer, and {register} holds integers: give a decimal integer or a 0x raw word"
    )]
    NotInteger { value: String, register: String },
}

/// One `--set` assignment: a register name and its given components.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assignment {
    pub name: String,
    pub components: Vec<String>,
}

/// Split `NAME=VALUES` (the name may itself contain brackets, never `=`).
pub fn parse_assignment(text: &str) -> Result<Assignment, ValueError> {
    let (name, values) = text
        .split_once('=')
        .ok_or_else(|| ValueError::NoEquals(text.to_string()))?;
    let components: Vec<String> = values.split(',').map(|c| c.trim().to_string()).collect();
    if components.is_empty() || components.len() > 16 || components.iter().any(String::is_empty) {
        return Err(ValueError::Count(text.to_string()));
    }
    Ok(Assignment {
        name: name.trim().to_string(),
        components,
    })
}

/// Parse one component to its raw word.
///
/// Floats (`1.5`, `-0.0`, `1e-3`), `nan`, `inf`, `-inf` become binary32 bits;
/// `0x…` is a raw word stored bit-exactly. In integer registers (`integer`
/// set: address registers, PICA `i`/`b` uniforms) a plain decimal integer is
/// the integer itself (an extension of the contract: `--set i0=4,0,1,0`).
pub fn parse_component(text: &str, integer: bool) -> Result<u32, ValueError> {
    let t = text.trim();
    let bad = || ValueError::Component(t.to_string());
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return u32::from_str_radix(hex, 16).map_err(|_| bad());
    }
    if integer
        && let Ok(v) = t.parse::<i64>()
        && (i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&v)
    {
        return Ok(v as u32);
    }
    let v: f32 = match t.to_ascii_lowercase().as_str() {
        "nan" | "+nan" => f32::NAN,
        "-nan" => -f32::NAN,
        "inf" | "+inf" | "infinity" => f32::INFINITY,
        "-inf" | "-infinity" => f32::NEG_INFINITY,
        other => {
            // Reject Rust's own spellings of specials so only ours are used.
            if other.contains("inf") || other.contains("nan") {
                return Err(bad());
            }
            other.parse::<f32>().map_err(|_| bad())?
        }
    };
    Ok(v.to_bits())
}

/// Parse one component of a register that holds integers (`kind`
/// describes the register for the message): a decimal integer from
/// `i32::MIN` to `u32::MAX`, or a `0x` raw word. A float is refused, not
/// converted: `3.0` would store the float's bits, which the program reads
/// as 1077936128.
pub fn parse_integer_component(text: &str, register: &str) -> Result<u32, ValueError> {
    let t = text.trim();
    if let Some(hex) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return u32::from_str_radix(hex, 16).map_err(|_| ValueError::Component(t.to_string()));
    }
    match t.parse::<i64>() {
        Ok(v) if (i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&v) => Ok(v as u32),
        _ => Err(ValueError::NotInteger {
            value: t.to_string(),
            register: register.to_string(),
        }),
    }
}

/// Format a float word for humans and JSON: the shortest decimal that reads
/// back to the same f32, or `nan` / `inf` / `-inf`.
pub fn float_text(bits: u32) -> String {
    let v = f32::from_bits(bits);
    if v.is_nan() {
        "nan".into()
    } else if v.is_infinite() {
        if v > 0.0 { "inf".into() } else { "-inf".into() }
    } else {
        format!("{v:?}")
    }
}

/// Raw word as `0x%08x`.
pub fn bits_text(bits: u32) -> String {
    format!("0x{bits:08x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components() {
        assert_eq!(parse_component("1.5", false), Ok(0x3FC0_0000));
        assert_eq!(parse_component("-0.0", false), Ok(0x8000_0000));
        assert_eq!(parse_component("1e-3", false), Ok(1e-3f32.to_bits()));
        assert_eq!(parse_component("inf", false), Ok(0x7F80_0000));
        assert_eq!(parse_component("-inf", false), Ok(0xFF80_0000));
        assert!(f32::from_bits(parse_component("nan", false).unwrap()).is_nan());
        assert_eq!(parse_component("0x3f800000", false), Ok(0x3F80_0000));
        assert_eq!(parse_component("4", true), Ok(4));
        assert_eq!(parse_component("-1", true), Ok(0xFFFF_FFFF));
        assert_eq!(parse_component("4", false), Ok(4.0f32.to_bits()));
        assert!(parse_component("infinity2", false).is_err());
        assert!(parse_component("0xZZ", false).is_err());
        assert!(parse_component("", false).is_err());
    }

    #[test]
    fn integer_components() {
        assert_eq!(parse_integer_component("3", "SV[0]"), Ok(3));
        assert_eq!(parse_integer_component("-1", "SV[0]"), Ok(0xFFFF_FFFF));
        assert_eq!(parse_integer_component("0x10", "SV[0]"), Ok(16));
        assert!(matches!(
            parse_integer_component("3.0", "SV[0]"),
            Err(ValueError::NotInteger { .. })
        ));
        assert!(parse_integer_component("4294967296", "SV[0]").is_err());
    }

    #[test]
    fn assignments() {
        let a = parse_assignment("v[OPOS]=1,2,3").unwrap();
        assert_eq!(a.name, "v[OPOS]");
        assert_eq!(a.components, ["1", "2", "3"]);
        assert!(parse_assignment("c[0]").is_err());
        assert!(parse_assignment("c[0]=1,,2").is_err());
    }

    #[test]
    fn float_text_round_trips() {
        for v in [0.1f32, -0.0, 1e-30, 3.4e38, 1.0, 16_777_215.0] {
            let t = float_text(v.to_bits());
            assert_eq!(t.parse::<f32>().unwrap().to_bits(), v.to_bits(), "{t}");
        }
        assert_eq!(float_text(0x7FC0_0000), "nan");
        assert_eq!(float_text(0xFF80_0000), "-inf");
    }
}

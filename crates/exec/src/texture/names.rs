//! Names of the sampler settings: each enum of fixed values (filters, wrap
//! modes, compare functions, depth modes) parses from its command-line
//! spelling and prints it back. The enums are defined once, here in the
//! interpreter, and the `shasm` facade re-exports them, so a new mode is
//! one change.

use thiserror::Error;

/// A name that is not one of the values of a setting.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("unknown {what} `{given}` (known: {})", .known.join(", "))]
pub struct ParseNameError {
    /// What was being named (`float model`, `filter`, ...).
    pub what: &'static str,
    /// The name given.
    pub given: String,
    /// Every valid name, in the order the documentation lists them.
    pub known: Vec<&'static str>,
}

/// Define an enum whose values have fixed names: `ALL`, `name()`,
/// `FromStr` (case-insensitive, [`ParseNameError`] listing the names) and
/// `Display`.
#[macro_export]
macro_rules! named_enum {
    (
        $(#[$meta:meta])*
        $name:ident, $what:literal {
            $($(#[$vmeta:meta])* $variant:ident = $text:literal,)*
        }
    ) => {
        $(#[$meta])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vmeta])* $variant,)*
        }

        impl $name {
            /// Every value, in the order the documentation lists them.
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The name the command line uses.
            pub fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text,)*
                }
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::texture::ParseNameError;

            fn from_str(text: &str) -> ::std::result::Result<$name, Self::Err> {
                let text = text.trim();
                $name::ALL
                    .iter()
                    .copied()
                    .find(|v| v.name().eq_ignore_ascii_case(text))
                    .ok_or_else(|| $crate::texture::ParseNameError {
                        what: $what,
                        given: text.to_string(),
                        known: $name::ALL.iter().map(|v| v.name()).collect(),
                    })
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

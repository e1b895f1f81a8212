//! # shasm-tgsi: TGSI text (Mesa / virglrenderer dialect)

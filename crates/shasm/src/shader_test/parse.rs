//! A shader test split into its sections and read: requirements,
//! programs, vertex data and commands.

use super::*;

/// One section of the file: its name, the byte range of its body, and the
/// line its body starts on.
#[derive(Clone, Debug)]
pub(super) struct Section {
    pub(super) name: String,
    pub(super) name_span: Range<usize>,
    pub(super) body: Range<usize>,
}

pub(super) fn error(
    span: Range<usize>,
    code: &'static str,
    message: impl Into<String>,
) -> Diagnostic {
    Diagnostic::error(span, message).with_code(code)
}

/// Split `text` into sections (`[name]` lines; text before the first is
/// only comments and blank lines).
pub(super) fn sections(text: &str) -> Result<Vec<Section>, Vec<Diagnostic>> {
    let mut out: Vec<Section> = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            let Some(end) = trimmed.find(']') else {
                let lead = line.len() - line.trim_start().len();
                return Err(vec![error(
                    start + lead..start + lead + trimmed.len(),
                    "shader-test/section",
                    "a section header needs its closing `]`",
                )]);
            };
            if let Some(last) = out.last_mut() {
                last.body.end = start;
            }
            let lead = line.len() - line.trim_start().len();
            out.push(Section {
                name: trimmed[1..end].trim().to_string(),
                name_span: start + lead..start + lead + end + 1,
                body: offset..text.len(),
            });
        } else if out.is_empty() && !trimmed.is_empty() && !trimmed.starts_with('#') {
            let lead = line.len() - line.trim_start().len();
            return Err(vec![error(
                start + lead..start + lead + trimmed.len(),
                "shader-test/no-section",
                "text before the first section (a file starts with `[require]`)",
            )]);
        }
    }
    Ok(out)
}

/// The lines of a section body: (byte offset of the trimmed text, text),
/// comments (`#` to the end of the line) and blank lines left out.
pub(super) fn lines(text: &str, body: &Range<usize>) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut offset = body.start;
    for line in text[body.clone()].split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let content = line.split('#').next().unwrap_or("");
        let trimmed = content.trim();
        if trimmed.is_empty() {
            continue;
        }
        let lead = content.len() - content.trim_start().len();
        out.push((start + lead, trimmed.to_string()));
    }
    out
}

/// The extensions whose programs and state shasm models: a file requiring
/// another is skipped.
pub(super) const MODELLED_EXTENSIONS: &[&str] = &[
    "GL_ARB_vertex_program",
    "GL_ARB_fragment_program",
    "GL_ARB_fragment_program_shadow",
    "GL_ARB_draw_buffers",
    "GL_ATI_draw_buffers",
    "GL_ARB_fragment_coord_conventions",
    "GL_ARB_texture_rectangle",
    "GL_EXT_texture_rectangle",
    "GL_NV_texture_rectangle",
    "GL_ARB_shadow",
    "GL_ARB_depth_texture",
    "GL_ARB_texture_cube_map",
    "GL_EXT_texture3D",
    "GL_ARB_texture_non_power_of_two",
    "GL_ARB_multitexture",
    "GL_EXT_texture_array",
    "GL_EXT_texture_integer",
    "GL_EXT_gpu_program_parameters",
    "GL_NV_vertex_program",
    "GL_NV_vertex_program1_1",
    "GL_NV_vertex_program2",
    "GL_NV_vertex_program2_option",
    "GL_NV_vertex_program3",
    "GL_NV_fragment_program",
    "GL_NV_fragment_program_option",
    "GL_NV_fragment_program2",
    "GL_NV_gpu_program4",
];

/// Sections shader_runner has for GLSL, SPIR-V and stages shasm does not
/// draw: a file with one is skipped.
pub(super) const UNMODELLED_SECTIONS: &[&str] = &[
    "vertex shader",
    "vertex shader passthrough",
    "fragment shader",
    "geometry shader",
    "tessellation control shader",
    "tessellation evaluation shader",
    "compute shader",
    "vertex shader spirv",
    "fragment shader spirv",
    "vertex shader specialization constant",
];

/// A column of `[vertex data]`.
#[derive(Clone, Debug)]
pub(super) struct Column {
    pub(super) attribute: Attribute,
    pub(super) components: usize,
}

/// A parsed file.
#[derive(Clone, Debug)]
pub(super) struct Parsed {
    pub(super) size: (u32, u32),
    pub(super) skip: Option<String>,
    pub(super) vertex: Option<(Range<usize>, Option<Isa>)>,
    pub(super) geometry: Option<(Range<usize>, Option<Isa>)>,
    pub(super) fragment: Option<Range<usize>>,
    pub(super) columns: Vec<Column>,
    pub(super) rows: Vec<Vec<f32>>,
    pub(super) commands: Vec<(usize, Range<usize>, String, Command)>,
}

/// The 1-based line of byte `at`.
pub(super) fn line_of(text: &str, at: usize) -> usize {
    text[..at.min(text.len())].matches('\n').count() + 1
}

/// The attribute a `[vertex data]` column name sets.
pub(super) fn attribute_of(name: &str) -> Attribute {
    match name {
        "piglit_vertex" | "vertex" | "gl_Vertex" | "position" => Attribute::Position,
        "piglit_texcoord" | "texcoord" | "gl_MultiTexCoord0" => Attribute::TexCoord(0),
        "color" | "gl_Color" => Attribute::Color(0),
        "gl_SecondaryColor" => Attribute::Color(1),
        _ => {
            if let Some(n) = name
                .strip_prefix("gl_MultiTexCoord")
                .and_then(|n| n.parse().ok())
            {
                Attribute::TexCoord(n)
            } else if let Ok(n) = name.parse::<u32>() {
                Attribute::Generic(n)
            } else {
                Attribute::Named(name.to_string())
            }
        }
    }
}

/// Why a shader_runner command is not modelled, for the skip message.
pub(super) fn unmodelled_reason(what: &str) -> &'static str {
    let first = what.split_whitespace().next().unwrap_or("");
    match first {
        "fb" => {
            " (shasm draws into the window's colour buffers: of the framebuffer commands `fb tex 2d` and `fb winsys` are modelled; no renderbuffers, slices, layers or multisampling)"
        }
        "uniform" | "ubo" | "ssbo" | "active" | "link" | "verify" | "subuniform" => {
            " (GLSL is not modelled)"
        }
        "blend" => " (blending is not modelled)",
        "patch" => " (tessellation is not modelled)",
        "enable" | "disable" => " (shasm models GL_DEPTH_TEST and GL_CLIP_PLANEn)",
        "draw" if what.contains("patch") => " (tessellation is not modelled)",
        _ => "",
    }
}

pub(super) fn parse(text: &str) -> Result<Parsed, Vec<Diagnostic>> {
    let mut parsed = Parsed {
        size: DEFAULT_SIZE,
        skip: None,
        vertex: None,
        geometry: None,
        fragment: None,
        columns: Vec::new(),
        rows: Vec::new(),
        commands: Vec::new(),
    };
    let mut diagnostics = Vec::new();
    let skip = |parsed: &mut Parsed, why: String| {
        if parsed.skip.is_none() {
            parsed.skip = Some(why);
        }
    };
    for section in sections(text)? {
        let name = section.name.as_str();
        match name {
            "require" => {
                for (at, line) in lines(text, &section.body) {
                    let span = at..at + line.len();
                    let words: Vec<&str> = line.split_whitespace().collect();
                    match words.as_slice() {
                        ["SIZE", w, h] => match (w.parse::<u32>(), h.parse::<u32>()) {
                            (Ok(w), Ok(h))
                                if (1..=crate::render::MAX_SIDE).contains(&w)
                                    && (1..=crate::render::MAX_SIDE).contains(&h) =>
                            {
                                parsed.size = (w, h)
                            }
                            _ => diagnostics.push(error(
                                span,
                                "shader-test/size",
                                format!(
                                    "`{line}`: the window is 1 to {} pixels a side",
                                    crate::render::MAX_SIDE
                                ),
                            )),
                        },
                        ["GL", "ES", ..] | ["GL", "CORE", ..] => skip(
                            &mut parsed,
                            format!(
                                "`{line}`: only the compatibility profile has assembly programs"
                            ),
                        ),
                        ["GL", ..] => {}
                        ["GLSL", ..] => {
                            skip(&mut parsed, format!("`{line}`: GLSL is not modelled"))
                        }
                        [ext] if ext.starts_with("GL_") => {
                            if !MODELLED_EXTENSIONS.contains(ext) {
                                skip(
                                    &mut parsed,
                                    format!("requires {ext}, which shasm does not model"),
                                );
                            }
                        }
                        [ext] if ext.starts_with("!GL_") => {}
                        [limit, ..] if limit.starts_with("GL_MAX_") => {}
                        _ => skip(&mut parsed, format!("requirement `{line}` is not modelled")),
                    }
                }
            }
            "vertex program" | "pica vertex shader" => {
                if parsed.vertex.is_some() {
                    diagnostics.push(error(
                        section.name_span.clone(),
                        "shader-test/section",
                        "a second vertex program",
                    ));
                }
                let isa = (name == "pica vertex shader").then_some(Isa::Pica);
                parsed.vertex = Some((section.body.clone(), isa));
            }
            "geometry program" | "pica geometry shader" => {
                if parsed.geometry.is_some() {
                    diagnostics.push(error(
                        section.name_span.clone(),
                        "shader-test/section",
                        "a second geometry program",
                    ));
                }
                let isa = (name == "pica geometry shader").then_some(Isa::Pica);
                parsed.geometry = Some((section.body.clone(), isa));
            }
            "fragment program" => {
                if parsed.fragment.is_some() {
                    diagnostics.push(error(
                        section.name_span.clone(),
                        "shader-test/section",
                        "a second fragment program",
                    ));
                }
                parsed.fragment = Some(section.body.clone());
            }
            "vertex data" => {
                let mut body = lines(text, &section.body).into_iter();
                if let Some((at, header)) = body.next() {
                    for column in header.split_whitespace() {
                        let parts: Vec<&str> = column.split('/').collect();
                        let components = match parts.as_slice() {
                            [_, "float"] => Some(1),
                            [_, "float", n] | [_, "double", n] => {
                                n.parse::<usize>().ok().filter(|n| (1..=4).contains(n))
                            }
                            [_, "vec2"] => Some(2),
                            [_, "vec3"] => Some(3),
                            [_, "vec4"] => Some(4),
                            _ => None,
                        };
                        let Some(components) = components else {
                            diagnostics.push(error(
                                at..at + header.len(),
                                "shader-test/vertex-data",
                                format!("column `{column}`: expected NAME/float/N (N 1 to 4)"),
                            ));
                            continue;
                        };
                        parsed.columns.push(Column {
                            attribute: attribute_of(parts[0]),
                            components,
                        });
                    }
                }
                let width: usize = parsed.columns.iter().map(|c| c.components).sum();
                for (at, row) in body {
                    match numbers(&row).filter(|v| v.len() == width) {
                        Some(v) if parsed.rows.len() < shasm_raster::MAX_VERTICES => {
                            parsed.rows.push(v)
                        }
                        Some(_) => {
                            diagnostics.push(error(
                                at..at + row.len(),
                                "shader-test/vertex-data",
                                "too many vertices",
                            ));
                            break;
                        }
                        None => diagnostics.push(error(
                            at..at + row.len(),
                            "shader-test/vertex-data",
                            format!("a row of {width} numbers expected (the header's components)"),
                        )),
                    }
                }
            }
            "test" => {
                for (at, line) in lines(text, &section.body) {
                    let span = at..at + line.len();
                    match command(&line, span.clone()) {
                        Ok(Command::Unmodelled(what)) => skip(
                            &mut parsed,
                            format!(
                                "line {}: `{what}` is not modelled{}",
                                line_of(text, at),
                                unmodelled_reason(&what)
                            ),
                        ),
                        Ok(c) => parsed.commands.push((line_of(text, at), span, line, c)),
                        Err(mut d) => {
                            if d.span == (0..0) {
                                d.span = span;
                            }
                            diagnostics.push(*d);
                        }
                    }
                }
            }
            n if UNMODELLED_SECTIONS.contains(&n) => skip(
                &mut parsed,
                format!("section [{n}] is not modelled (GLSL and other stages)"),
            ),
            other => diagnostics.push(error(
                section.name_span.clone(),
                "shader-test/section",
                format!("unknown section [{other}]"),
            )),
        }
    }
    if diagnostics.is_empty() {
        Ok(parsed)
    } else {
        Err(diagnostics)
    }
}

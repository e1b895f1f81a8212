//! Linking: procedure calls, entry points, and the SHBIN itself.

use super::*;

impl Assembler {
    pub(super) fn link(mut self) -> Result<Assembled, AsmError> {
        for r in std::mem::take(&mut self.proc_relocs) {
            self.file = r.file;
            match self.procs.get(&r.name) {
                Some(&(start, len, _)) => {
                    if len > 0xFF || start > 0xFFF {
                        self.report(
                            Diagnostic::error(
                                r.span,
                                format!(
                                    "procedure `{}` has {len} instructions; a call can count 255",
                                    r.name
                                ),
                            )
                            .with_code("pica/procedure-too-long"),
                        );
                        continue;
                    }
                    if let Some(w) = self.code.get_mut(r.pos) {
                        *w = (*w & !0x3F_FFFF) | len as u32 | ((start as u32) << 10);
                    }
                }
                // One error per name: its other calls follow from it.
                None if self.undefined_procs.contains(&r.name) => {}
                None => {
                    self.report(
                        Diagnostic::error(r.span, format!("procedure `{}` is not defined", r.name))
                            .with_code("pica/undefined-procedure")
                            .with_note("later calls of this procedure are not reported"),
                    );
                    self.undefined_procs.insert(r.name);
                }
            }
        }
        let active: Vec<usize> = (0..self.dvles.len())
            .filter(|&i| !self.dvles[i].nodvle)
            .collect();
        if active.is_empty() && !self.has_errors() {
            self.file = 0;
            self.report(
                Diagnostic::error(
                    0..0,
                    "no shader (DVLE) can be made from the input: every file is `.nodvle` or empty",
                )
                .with_code("pica/no-shader"),
            );
        }
        for &i in &active {
            let name = self.dvles[i].entrypoint.clone();
            match self.procs.get(&name) {
                Some(&(start, len, _)) => {
                    self.dvles[i].entry = start as u32;
                    self.dvles[i].end = (start + len) as u32;
                }
                None => {
                    self.file = self.dvles[i].file;
                    let span = self.dvles[i].entry_span.clone();
                    let message = if span.is_empty() {
                        // No `.entry`: picasso's default entry point.
                        format!(
                            "this shader has no `{name}` procedure (the default entry point; `.entry` names another)"
                        )
                    } else {
                        format!("the entry point `{name}` is not a defined procedure")
                    };
                    self.report(
                        Diagnostic::error(span, message).with_code("pica/undefined-entry-point"),
                    );
                }
            }
        }
        if self.has_errors() {
            return Err(AsmError {
                diagnostics: self.take_diagnostics(),
            });
        }

        let dvles = active.iter().map(|&i| self.make_dvle(i)).collect();
        let shbin = Shbin {
            dvlp: Dvlp {
                version: 0,
                code: self.code.clone(),
                opdescs: self
                    .opdescs
                    .iter()
                    .map(|&d| OpdescEntry {
                        descriptor: OperandDescriptor(d),
                        extension: 0,
                    })
                    .collect(),
                reserved: [0; 3],
            },
            dvles,
            code_file_offset: None,
        };
        let procedures = self
            .proc_order
            .iter()
            .filter_map(|name| {
                self.procs.get(name).map(|&(start, len, file)| Procedure {
                    name: name.clone(),
                    file,
                    start: start as u32,
                    len: len as u32,
                })
            })
            .collect();
        let header_uniforms = self
            .global_uniforms
            .iter()
            .map(|u| HeaderUniform {
                name: u.name.clone(),
                kind: u.kind,
                register: reg_from_uniform_id(u.pos).index,
                size: u.size,
            })
            .collect();
        Ok(Assembled {
            shbin,
            warnings: self.take_diagnostics(),
            origins: self.origins,
            procedures,
            labels: self.all_labels,
            dvle_files: active.iter().map(|&i| self.dvles[i].file).collect(),
            header_geometry: self.dvles.first().is_some_and(|d| d.is_geo),
            header_uniforms,
            names: self.all_names,
        })
    }

    fn make_dvle(&self, i: usize) -> Dvle {
        let d = &self.dvles[i];
        // picasso sorts the uniform table by register before writing it.
        let mut uniforms = d.uniforms.clone();
        uniforms.sort_by_key(|u| u.pos);
        let mut symbols = Vec::new();
        let mut entries = Vec::new();
        for u in &uniforms {
            let first = if u.pos >= 0x20 { u.pos - 0x10 } else { u.pos };
            entries.push(UniformEntry {
                symbol: symbols.len() as u32,
                first: first as u16,
                last: (first + u.size - 1) as u16,
            });
            // `$` stands for `.` in names (picasso writes the `.`).
            symbols.extend(u.name.bytes().map(|b| if b == b'$' { b'.' } else { b }));
            symbols.push(0);
        }
        Dvle {
            version: 0x1002,
            shader_type: if d.is_geo {
                ShaderType::Geometry
            } else {
                ShaderType::Vertex
            },
            flags: u8::from(d.is_merge),
            entry: d.entry,
            end: d.end,
            input_mask: d.input_mask,
            output_mask: d.output_mask,
            gs_mode: GsMode::from_byte(d.gs_mode),
            gs_fixed_start: d.gs_fixed_start,
            gs_variable_num: d.gs_variable_num,
            gs_fixed_num: d.gs_fixed_num,
            constants: d.constants.clone(),
            labels: Vec::new(),
            outputs: d.outputs.clone(),
            uniforms: entries,
            symbols,
        }
    }
}

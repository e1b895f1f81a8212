//! Rasterizer speed: a 512×512 window-filling quad shaded by a
//! 20-instruction ARB fragment program, on each engine, in pixels per
//! second (criterion's throughput: elements are pixels).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use shasm::Program;
use shasm::driver::{Input, Options};
use shasm::render::{Pipeline, Surface};

/// 20 instructions (the END closes the text).
const PROGRAM: &str = "!!ARBfp1.0
TEMP a, b, c;
MOV a, fragment.texcoord[0];
MUL b, a, {2, 2, 2, 2};
ADD b, b, {-1, -1, -1, -1};
DP3 c.x, b, b;
RSQ c.y, c.x;
MUL a, b, c.y;
MAD c, a, {0.5, 0.5, 0.5, 0.5}, {0.5, 0.5, 0.5, 0.5};
SIN c.z, b.x;
COS c.w, b.y;
MUL c, c, c;
ADD c, c, a;
MAX c, c, {0, 0, 0, 0};
MIN c, c, {1, 1, 1, 1};
LRP a, c, a, b;
FRC b, a;
ABS b, b;
SUB a, a, b;
CMP c, a, b, c;
POW c.x, c.x, {2}.x;
MOV result.color, c;
END
";

fn render(c: &mut Criterion) {
    let mut group = c.benchmark_group("render_512x512_arbfp20");
    group.throughput(Throughput::Elements(512 * 512));
    group.sample_size(10);
    for engine in shasm::available_engines() {
        let options = Options {
            engine,
            ..Options::default()
        };
        let program = Program::load(Input::new("bench.fp", PROGRAM), &options)
            .expect("the bench program loads");
        let pipeline = Pipeline::new(None, Some(&program)).expect("links");
        let (primitive, vertices) = Pipeline::fullscreen();
        group.bench_function(engine.name(), |b| {
            b.iter(|| {
                let mut surface = Surface::new(512, 512, 1).expect("fits");
                pipeline
                    .draw(&mut surface, primitive, &vertices)
                    .expect("draws");
                surface
            })
        });
    }
    group.finish();
}

criterion_group!(benches, render);
criterion_main!(benches);

// holical's benchmarks. Build and run in release mode:
//   swift build -c release --static-swift-stdlib && .build/release/holical-bench [NAME ...]
// With no NAME every benchmark runs. Each prints its figures and the target it is held to.

let selected = Set(CommandLine.arguments.dropFirst())
var ran = 0
for benchmark in Benchmarks.all where selected.isEmpty || selected.contains(benchmark.name) {
    print("== \(benchmark.name): \(benchmark.summary)")
    benchmark.run()
    print("")
    ran += 1
}
BenchPaths.removeScratch()
if ran == 0 {
    print("unknown benchmark; choose from: \(Benchmarks.all.map(\.name).joined(separator: ", "))")
}

import Foundation
import Glibc

@testable import HolicalCLI

/// Runs `engine` over `input` through real file descriptors (a file in, a file out, as a
/// shell redirection gives them); the output and the failure, if any.
func runBatch(_ engine: some BatchEngine, bytes input: [UInt8]) throws -> (output: String, failure: BatchFailure?) {
    var engine = engine
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("holical-batch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let inputPath = directory.appendingPathComponent("in").path
    let outputPath = directory.appendingPathComponent("out").path
    try Data(input).write(to: URL(fileURLWithPath: inputPath))
    let inputDescriptor = open(inputPath, O_RDONLY)
    let outputDescriptor = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard inputDescriptor >= 0, outputDescriptor >= 0 else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
    }
    var failure: BatchFailure?
    do {
        try engine.run(input: inputDescriptor, output: outputDescriptor)
    } catch {
        failure = error
    }
    close(inputDescriptor)
    close(outputDescriptor)
    return (try String(contentsOfFile: outputPath, encoding: .utf8), failure)
}

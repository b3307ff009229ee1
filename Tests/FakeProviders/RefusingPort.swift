import Glibc

/// A port on 127.0.0.1 that refuses every connection for as long as it is open.
///
/// The port is bound by this process and never listened on: a connection to it is refused
/// (RST, `ECONNREFUSED`), and no other socket can bind it meanwhile. A fixed port such as 1
/// or 9 is only closed by convention; something may listen there on another machine.
///
/// ```swift
/// let refusing = try RefusingPort()
/// defer { refusing.close() }
/// // point the client at refusing.baseURL ...
/// ```
public final class RefusingPort: @unchecked Sendable {
    /// Why no port could be set aside.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The port number.
    public let port: Int
    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }
    // Written only by `close`, which the owner calls once, from one task.
    private var descriptor: Int32

    /// Binds a port the system chooses, without listening on it.
    public init() throws {
        // Close-on-exec: the programs a test starts (tmux and its server) must not keep it.
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(descriptor, address, length) == 0 && getsockname(descriptor, address, &length) == 0
            }
        }
        guard bound else {
            let error = errno
            Glibc.close(descriptor)
            throw Failure(description: "bind on 127.0.0.1: errno \(error)")
        }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Gives the port back.
    public func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    deinit { close() }
}

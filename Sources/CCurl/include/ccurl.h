// A minimal HTTP client over libcurl, which is loaded with dlopen on first use.
//
// Linking libcurl (or FoundationNetworking, which links it) makes every start of holical
// load some thirty shared libraries, about 10 ms, even for `holical list`. Only the remote
// providers need HTTP, so the library is loaded when the first request is made.
#ifndef HOLICAL_CCURL_H
#define HOLICAL_CCURL_H

#include <stddef.h>

typedef enum {
    CCURL_OK = 0,
    CCURL_UNAVAILABLE,       // libcurl.so.4 could not be loaded
    CCURL_COULDNT_RESOLVE,   // DNS failure
    CCURL_COULDNT_CONNECT,   // connection refused / unreachable
    CCURL_TIMEOUT,
    CCURL_TLS,               // TLS handshake or certificate failure
    CCURL_CANCELLED,
    CCURL_TOO_LARGE,         // the body exceeded max_body_bytes
    CCURL_NO_MEMORY,         // an allocation failed (headers, the body, libcurl's own)
    CCURL_SETUP_FAILED,      // libcurl refused an option; nothing was sent
    CCURL_FAILED             // any other transfer error
} ccurl_result;

typedef struct {
    const char *method;              // "GET" or "POST"
    const char *url;
    const char *const *headers;      // "Name: value" lines, none NULL
    size_t header_count;
    const char *body;                // POST body, may be NULL
    size_t body_length;
    long timeout_ms;                 // whole transfer
    long connect_timeout_ms;
    size_t max_body_bytes;
    const volatile int *cancelled;   // non-zero aborts the transfer; may be NULL
} ccurl_request;

typedef struct {
    long status;                     // HTTP status, 0 if none arrived
    char *body;                      // malloc'd, NUL-terminated, NULL when empty; free with
                                     // ccurl_response_free
    size_t body_length;
    long retry_after_seconds;        // from a Retry-After header, -1 if absent
    char error[256];                 // libcurl's message for a failed transfer
    // The validators and the redirect target of the answer (calendar feeds), each empty when
    // absent or too long for its buffer (a longer ETag is not kept; a longer Location is a
    // redirect that cannot be followed). Redirects are never followed here: the caller
    // checks each target before it is asked.
    char etag[256];
    char last_modified[128];
    char location[2048];
} ccurl_response;

// Performs one request; blocks the calling thread. Safe to call from several threads.
ccurl_result ccurl_perform(const ccurl_request *request, ccurl_response *response);

// Releases the body of a response.
void ccurl_response_free(ccurl_response *response);

// Sets a request's `cancelled` flag from any thread; the transfer stops within about a
// second (libcurl checks it from its progress callback).
void ccurl_cancel(volatile int *flag);

// Whether libcurl can be loaded on this machine (loads it if not yet loaded).
int ccurl_available(void);

#endif

#include "ccurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <ctype.h>

// The few libcurl declarations used here, written out so that no curl headers are needed
// at build time. Values are from curl.h (7.x/8.x ABI, soname libcurl.so.4).
typedef void CURL;
struct curl_slist;
typedef int CURLcode;
enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010,
    OPT_WRITEFUNCTION = 20011, OPT_POSTFIELDS = 10015, OPT_USERAGENT = 10018,
    OPT_HTTPHEADER = 10023, OPT_HEADERDATA = 10029, OPT_CUSTOMREQUEST = 10036,
    OPT_NOPROGRESS = 43, OPT_POST = 47, OPT_XFERINFODATA = 10057, OPT_POSTFIELDSIZE = 60,
    OPT_HEADERFUNCTION = 20079, OPT_NOSIGNAL = 99, OPT_TIMEOUT_MS = 155,
    OPT_CONNECTTIMEOUT_MS = 156, OPT_PROTOCOLS = 181, OPT_XFERINFOFUNCTION = 20219,
    OPT_PROTOCOLS_STR = 10318,
    INFO_RESPONSE_CODE = 0x200002,
    PROTO_HTTP_HTTPS = 3, GLOBAL_DEFAULT = 3,
    E_OK = 0, E_COULDNT_RESOLVE_PROXY = 5, E_COULDNT_RESOLVE_HOST = 6,
    E_COULDNT_CONNECT = 7, E_OPERATION_TIMEDOUT = 28,
    E_OUT_OF_MEMORY = 27, E_SSL_CONNECT_ERROR = 35, E_ABORTED_BY_CALLBACK = 42,
    E_PEER_FAILED_VERIFICATION = 60
};

static struct {
    void *handle;
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, int, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, int, ...);
    void (*easy_cleanup)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
} lib;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;

static void load(void) {
    const char *names[] = {"libcurl.so.4", "libcurl.so", "libcurl.4.dylib", "libcurl.dylib"};
    for (size_t i = 0; i < sizeof names / sizeof *names && !lib.handle; i++)
        lib.handle = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (!lib.handle) return;
#define SYM(field, name) *(void **)(&lib.field) = dlsym(lib.handle, name)
    SYM(global_init, "curl_global_init");
    SYM(easy_init, "curl_easy_init");
    SYM(easy_setopt, "curl_easy_setopt");
    SYM(easy_perform, "curl_easy_perform");
    SYM(easy_getinfo, "curl_easy_getinfo");
    SYM(easy_cleanup, "curl_easy_cleanup");
    SYM(easy_strerror, "curl_easy_strerror");
    SYM(slist_append, "curl_slist_append");
    SYM(slist_free_all, "curl_slist_free_all");
#undef SYM
    if (lib.global_init && lib.easy_init && lib.easy_setopt && lib.easy_perform &&
        lib.easy_getinfo && lib.easy_cleanup && lib.easy_strerror && lib.slist_append &&
        lib.slist_free_all && lib.global_init(GLOBAL_DEFAULT) == E_OK)
        loaded = 1;
}

int ccurl_available(void) {
    pthread_once(&load_once, load);
    return loaded;
}

typedef struct {
    ccurl_response *response;
    size_t capacity;
    size_t limit;
    int too_large;
    int no_memory;
} sink;

static size_t on_body(char *data, size_t size, size_t count, void *context) {
    sink *s = context;
    size_t n = size * count;
    ccurl_response *r = s->response;
    if (r->body_length + n > s->limit) { s->too_large = 1; return 0; }
    if (r->body_length + n + 1 > s->capacity) {
        size_t capacity = s->capacity ? s->capacity : 4096;
        while (capacity < r->body_length + n + 1) capacity *= 2;
        char *grown = realloc(r->body, capacity);
        if (!grown) { s->no_memory = 1; return 0; }
        r->body = grown;
        s->capacity = capacity;
    }
    memcpy(r->body + r->body_length, data, n);
    r->body_length += n;
    r->body[r->body_length] = 0;
    return n;
}

// Copies the value of a `name: value` header line into `out` (trimmed of blanks and the
// line's end) when the line is that header and the value fits; else leaves `out` as it is.
static void keep_header(const char *data, size_t n, const char *name, char *out, size_t capacity) {
    size_t length = strlen(name);
    if (n <= length || strncasecmp(data, name, length) != 0) return;
    const char *p = data + length;
    const char *end = data + n;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    while (end > p && (end[-1] == '\r' || end[-1] == '\n' || end[-1] == ' ' || end[-1] == '\t')) end--;
    size_t value = (size_t)(end - p);
    if (value == 0 || value >= capacity) return;
    memcpy(out, p, value);
    out[value] = 0;
}

static size_t on_header(char *data, size_t size, size_t count, void *context) {
    ccurl_response *r = context;
    size_t n = size * count;
    keep_header(data, n, "etag:", r->etag, sizeof r->etag);
    keep_header(data, n, "last-modified:", r->last_modified, sizeof r->last_modified);
    keep_header(data, n, "location:", r->location, sizeof r->location);
    static const char name[] = "retry-after:";
    if (n > sizeof name - 1 && strncasecmp(data, name, sizeof name - 1) == 0) {
        const char *p = data + sizeof name - 1;
        const char *end = data + n;
        while (p < end && (*p == ' ' || *p == '\t')) p++;
        long seconds = 0;
        int digits = 0;
        while (p < end && isdigit((unsigned char)*p) && digits < 9) {
            seconds = seconds * 10 + (*p - '0');
            p++;
            digits++;
        }
        if (digits) r->retry_after_seconds = seconds;
    }
    return n;
}

static int on_progress(void *context, long long dltotal, long long dlnow, long long ultotal,
                       long long ulnow) {
    (void)dltotal; (void)dlnow; (void)ultotal; (void)ulnow;
    const volatile int *cancelled = context;
    return cancelled && __atomic_load_n(cancelled, __ATOMIC_ACQUIRE) ? 1 : 0;
}

void ccurl_cancel(volatile int *flag) {
    __atomic_store_n(flag, 1, __ATOMIC_RELEASE);
}

static ccurl_result classify(CURLcode code) {
    switch (code) {
    case E_OK: return CCURL_OK;
    case E_COULDNT_RESOLVE_HOST:
    case E_COULDNT_RESOLVE_PROXY: return CCURL_COULDNT_RESOLVE;
    case E_COULDNT_CONNECT: return CCURL_COULDNT_CONNECT;
    case E_OPERATION_TIMEDOUT: return CCURL_TIMEOUT;
    case E_SSL_CONNECT_ERROR:
    case E_PEER_FAILED_VERIFICATION: return CCURL_TLS;
    case E_ABORTED_BY_CALLBACK: return CCURL_CANCELLED;
    case E_OUT_OF_MEMORY: return CCURL_NO_MEMORY;
    default: return CCURL_FAILED;
    }
}

static void say(ccurl_response *response, const char *message) {
    strncpy(response->error, message, sizeof response->error - 1);
}

// Limits the transfer to http and https, so that no URL can make it read a file or speak
// another protocol: CURLOPT_PROTOCOLS_STR (libcurl 7.85 and later), else the older
// CURLOPT_PROTOCOLS. When neither can be set the transfer is not made.
static int restrict_protocols(CURL *curl) {
    if (lib.easy_setopt(curl, OPT_PROTOCOLS_STR, "http,https") == E_OK) return 1;
    return lib.easy_setopt(curl, OPT_PROTOCOLS, (long)PROTO_HTTP_HTTPS) == E_OK;
}

// Sets every option of the transfer; 0 (with the message in `response->error`) when
// libcurl refuses one, so that nothing is sent half set up.
static int set_up(CURL *curl, const ccurl_request *request, ccurl_response *response,
                  struct curl_slist *headers, sink *s) {
    if (!restrict_protocols(curl)) {
        say(response, "libcurl cannot be limited to http and https");
        return 0;
    }
#define SET(option, value)                                                        \
    if (lib.easy_setopt(curl, option, value) != E_OK) {                           \
        say(response, "libcurl refused the option " #option);                     \
        return 0;                                                                 \
    }
    SET(OPT_URL, request->url);
    SET(OPT_NOSIGNAL, 1L);
    SET(OPT_USERAGENT, "holical");
    SET(OPT_ERRORBUFFER, response->error);
    SET(OPT_TIMEOUT_MS, request->timeout_ms);
    SET(OPT_CONNECTTIMEOUT_MS, request->connect_timeout_ms);
    SET(OPT_WRITEFUNCTION, on_body);
    SET(OPT_WRITEDATA, s);
    SET(OPT_HEADERFUNCTION, on_header);
    SET(OPT_HEADERDATA, response);
    if (request->cancelled) {
        SET(OPT_NOPROGRESS, 0L);
        SET(OPT_XFERINFOFUNCTION, on_progress);
        SET(OPT_XFERINFODATA, (void *)request->cancelled);
    }
    if (headers) SET(OPT_HTTPHEADER, headers);
    if (request->method && strcmp(request->method, "POST") == 0) {
        SET(OPT_POST, 1L);
        SET(OPT_POSTFIELDSIZE, (long)request->body_length);
        SET(OPT_POSTFIELDS, request->body ? request->body : "");
    } else if (request->method && strcmp(request->method, "GET") != 0) {
        SET(OPT_CUSTOMREQUEST, request->method);
    }
#undef SET
    return 1;
}

ccurl_result ccurl_perform(const ccurl_request *request, ccurl_response *response) {
    memset(response, 0, sizeof *response);
    response->retry_after_seconds = -1;
    if (!ccurl_available()) {
        say(response, "libcurl (libcurl.so.4) could not be loaded");
        return CCURL_UNAVAILABLE;
    }
    if (request->cancelled && __atomic_load_n(request->cancelled, __ATOMIC_ACQUIRE))
        return CCURL_CANCELLED;
    CURL *curl = lib.easy_init();
    if (!curl) {
        say(response, "out of memory: libcurl could not start a transfer");
        return CCURL_NO_MEMORY;
    }
    struct curl_slist *headers = NULL;
    for (size_t i = 0; i < request->header_count; i++) {
        // On failure curl_slist_append returns NULL and leaves the list as it was.
        struct curl_slist *longer =
            request->headers[i] ? lib.slist_append(headers, request->headers[i]) : NULL;
        if (!longer) {
            if (headers) lib.slist_free_all(headers);
            lib.easy_cleanup(curl);
            say(response, "out of memory: the request's headers could not be built");
            return CCURL_NO_MEMORY;
        }
        headers = longer;
    }

    sink s = {response, 0, request->max_body_bytes ? request->max_body_bytes : (8u << 20), 0, 0};
    ccurl_result result;
    if (!set_up(curl, request, response, headers, &s)) {
        result = CCURL_SETUP_FAILED;
    } else {
        CURLcode code = lib.easy_perform(curl);
        if (code == E_OK && lib.easy_getinfo(curl, INFO_RESPONSE_CODE, &response->status) != E_OK) {
            say(response, "libcurl did not give the HTTP status");
            result = CCURL_FAILED;
        } else {
            if (code != E_OK && response->error[0] == 0) say(response, lib.easy_strerror(code));
            result = s.too_large ? CCURL_TOO_LARGE : s.no_memory ? CCURL_NO_MEMORY : classify(code);
            if (result == CCURL_NO_MEMORY) say(response, "out of memory while receiving the answer");
        }
    }
    lib.easy_cleanup(curl);
    if (headers) lib.slist_free_all(headers);
    return result;
}

void ccurl_response_free(ccurl_response *response) {
    free(response->body);
    response->body = NULL;
    response->body_length = 0;
}

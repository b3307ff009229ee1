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
    INFO_RESPONSE_CODE = 0x200002,
    PROTO_HTTP_HTTPS = 3, GLOBAL_DEFAULT = 3,
    E_OK = 0, E_COULDNT_RESOLVE_PROXY = 5, E_COULDNT_RESOLVE_HOST = 6,
    E_COULDNT_CONNECT = 7, E_WRITE_ERROR = 23, E_OPERATION_TIMEDOUT = 28,
    E_SSL_CONNECT_ERROR = 35, E_ABORTED_BY_CALLBACK = 42, E_PEER_FAILED_VERIFICATION = 60
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
        if (!grown) return 0;
        r->body = grown;
        s->capacity = capacity;
    }
    memcpy(r->body + r->body_length, data, n);
    r->body_length += n;
    r->body[r->body_length] = 0;
    return n;
}

static size_t on_header(char *data, size_t size, size_t count, void *context) {
    ccurl_response *r = context;
    size_t n = size * count;
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
    default: return CCURL_FAILED;
    }
}

ccurl_result ccurl_perform(const ccurl_request *request, ccurl_response *response) {
    memset(response, 0, sizeof *response);
    response->retry_after_seconds = -1;
    if (!ccurl_available()) {
        strncpy(response->error, "libcurl (libcurl.so.4) could not be loaded",
                sizeof response->error - 1);
        return CCURL_UNAVAILABLE;
    }
    CURL *curl = lib.easy_init();
    if (!curl) {
        strncpy(response->error, "libcurl could not start a transfer", sizeof response->error - 1);
        return CCURL_FAILED;
    }
    if (request->cancelled && __atomic_load_n(request->cancelled, __ATOMIC_ACQUIRE)) {
        lib.easy_cleanup(curl);
        return CCURL_CANCELLED;
    }
    struct curl_slist *headers = NULL;
    for (size_t i = 0; i < request->header_count; i++)
        headers = lib.slist_append(headers, request->headers[i]);

    sink s = {response, 0, request->max_body_bytes ? request->max_body_bytes : (8u << 20), 0};
    lib.easy_setopt(curl, OPT_URL, request->url);
    lib.easy_setopt(curl, OPT_PROTOCOLS, (long)PROTO_HTTP_HTTPS);
    lib.easy_setopt(curl, OPT_NOSIGNAL, 1L);
    lib.easy_setopt(curl, OPT_USERAGENT, "holical");
    lib.easy_setopt(curl, OPT_ERRORBUFFER, response->error);
    lib.easy_setopt(curl, OPT_TIMEOUT_MS, request->timeout_ms);
    lib.easy_setopt(curl, OPT_CONNECTTIMEOUT_MS, request->connect_timeout_ms);
    lib.easy_setopt(curl, OPT_WRITEFUNCTION, on_body);
    lib.easy_setopt(curl, OPT_WRITEDATA, &s);
    lib.easy_setopt(curl, OPT_HEADERFUNCTION, on_header);
    lib.easy_setopt(curl, OPT_HEADERDATA, response);
    if (request->cancelled) {
        lib.easy_setopt(curl, OPT_NOPROGRESS, 0L);
        lib.easy_setopt(curl, OPT_XFERINFOFUNCTION, on_progress);
        lib.easy_setopt(curl, OPT_XFERINFODATA, (void *)request->cancelled);
    }
    if (headers) lib.easy_setopt(curl, OPT_HTTPHEADER, headers);
    if (request->method && strcmp(request->method, "POST") == 0) {
        lib.easy_setopt(curl, OPT_POST, 1L);
        lib.easy_setopt(curl, OPT_POSTFIELDSIZE, (long)request->body_length);
        lib.easy_setopt(curl, OPT_POSTFIELDS, request->body ? request->body : "");
    } else if (request->method && strcmp(request->method, "GET") != 0) {
        lib.easy_setopt(curl, OPT_CUSTOMREQUEST, request->method);
    }

    CURLcode code = lib.easy_perform(curl);
    lib.easy_getinfo(curl, INFO_RESPONSE_CODE, &response->status);
    if (code != E_OK && response->error[0] == 0)
        strncpy(response->error, lib.easy_strerror(code), sizeof response->error - 1);
    lib.easy_cleanup(curl);
    if (headers) lib.slist_free_all(headers);

    if (s.too_large) return CCURL_TOO_LARGE;
    if (code == E_OK && !response->body) {
        response->body = calloc(1, 1);
    }
    return classify(code);
}

void ccurl_response_free(ccurl_response *response) {
    free(response->body);
    response->body = NULL;
    response->body_length = 0;
}

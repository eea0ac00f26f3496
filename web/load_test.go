package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokugo/sudoku/web"
)

// A loadCase is one kind of request of the load test, with the answer it
// must get: the status, and the error code or a check of the answer.
type loadCase struct {
	name   string
	method string
	body   string
	status int
	code   string                    // for an error
	check  func(map[string]any) bool // for a success
}

// loadCases returns the kinds of requests, good and bad.
func loadCases() []loadCase {
	position := func() string {
		entries := []byte(easySol)
		for i := 0; i < 81; i += 3 {
			entries[i] = '.' // a game about two thirds done
		}
		return fmt.Sprintf(`{"puzzle":%q,"entries":%q}`, easy, entries)
	}()
	isGrid := func(v any) bool { s, ok := v.(string); return ok && len(s) == 81 }
	return []loadCase{
		{name: "hint", body: position, status: 200, check: func(v map[string]any) bool {
			step, ok := v["step"].(map[string]any)
			return ok && step["technique"] != "" && v["explanation"] != ""
		}},
		{name: "hint start", body: `{"puzzle":"` + easy + `"}`, status: 200, check: func(v map[string]any) bool {
			marks, ok := v["marks"].([]any)
			return ok && len(marks) == 81
		}},
		{name: "generate", body: `{"level":"easy","seed":1}`, status: 200, check: func(v map[string]any) bool {
			return isGrid(v["puzzle"]) && isGrid(v["solution"])
		}},
		{name: "check", body: position, status: 200, check: func(v map[string]any) bool {
			m, ok := v["mistakes"].([]any)
			return ok && len(m) == 0 && v["solved"] == false
		}},
		{name: "malformed", body: `{"puzzle":"` + easy, status: 400, code: "bad-json"},
		{name: "wrong type", body: `{"puzzle":["` + easy + `"]}`, status: 400, code: "bad-type"},
		{name: "unknown rules", body: `{"puzzle":"` + easy + `","rules":{"antiQueen":true}}`, status: 400, code: "bad-rules"},
		{name: "huge", body: `{"puzzle":"` + strings.Repeat(".", 1<<20) + `"}`, status: 413, code: "too-large"},
		{name: "mistake", body: `{"puzzle":"` + easy + `","entries":"..1` + strings.Repeat(".", 78) + `"}`, status: 422, code: "mistake"},
		{name: "short grid", body: `{"puzzle":"` + easy + `","entries":"..1"}`, status: 422, code: "cell-count"},
		{name: "not unique", body: `{"puzzle":"` + strings.Repeat(".", 81) + `"}`, status: 422, code: "not-unique"},
		{name: "get", method: http.MethodGet, status: 405, code: "method"},
	}
}

// endpoint returns the path a load case is sent to.
func (c *loadCase) endpoint() string {
	switch c.name {
	case "generate":
		return "/api/generate"
	case "check":
		return "/api/check"
	}
	return "/api/hint"
}

// TestLoad sends thousands of requests, good and bad, from many
// goroutines to a loopback server, and checks every answer; then that no
// goroutine is left behind and that the heap came back near where it
// was. It logs the median and 99th percentile latency of each kind of
// request (see -v); it asserts nothing about time.
func TestLoad(t *testing.T) {
	requests, workers := 3000, 32
	if testing.Short() {
		requests, workers = 600, 16
	}
	runtime.GC()
	goroutines := runtime.NumGoroutine()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)

	// The test is about the answers, not their time: a timeout far above
	// what any request takes, even under the race detector on a busy
	// machine. The seed of the generate requests finds its puzzle at the
	// first try.
	srv := httptest.NewServer(web.New(web.Options{MaxBodyBytes: 16 << 10, Timeout: time.Minute}))
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: workers}}
	cases := loadCases()
	latency := make([][]time.Duration, len(cases))
	var mu sync.Mutex
	var failures []string
	jobs := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range jobs {
				k := n % len(cases)
				d, err := send(client, srv.URL, &cases[k])
				mu.Lock()
				latency[k] = append(latency[k], d)
				if err != nil && len(failures) < 20 {
					failures = append(failures, fmt.Sprintf("%s: %v", cases[k].name, err))
				}
				mu.Unlock()
			}
		}()
	}
	for n := range requests {
		jobs <- n
	}
	close(jobs)
	wg.Wait()
	for _, f := range failures {
		t.Error(f)
	}
	for k, c := range cases {
		ds := latency[k]
		slices.Sort(ds)
		t.Logf("%-13s %5d requests  p50 %8v  p99 %8v", c.name, len(ds),
			ds[len(ds)/2].Round(time.Microsecond), ds[len(ds)*99/100].Round(time.Microsecond))
	}

	srv.Close()
	client.CloseIdleConnections()
	checkGoroutines(t, goroutines)
	runtime.GC()
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	grown := int64(after.HeapAlloc) - int64(before.HeapAlloc)
	t.Logf("heap %d KiB before, %d KiB after; %d MiB allocated in all",
		before.HeapAlloc>>10, after.HeapAlloc>>10, (after.TotalAlloc-before.TotalAlloc)>>20)
	if grown > 32<<20 {
		t.Errorf("the heap grew by %d MiB and stayed", grown>>20)
	}
}

// send sends the request of c and checks the answer, returning the time
// it took.
func send(client *http.Client, url string, c *loadCase) (time.Duration, error) {
	method := c.method
	if method == "" {
		method = http.MethodPost
	}
	req, err := http.NewRequest(method, url+c.endpoint(), strings.NewReader(c.body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	start := time.Now()
	resp, err := client.Do(req)
	if err != nil {
		return time.Since(start), err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	d := time.Since(start)
	if err != nil {
		return d, err
	}
	if resp.StatusCode != c.status {
		return d, fmt.Errorf("status %d, want %d: %.200s", resp.StatusCode, c.status, body)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "application/json; charset=utf-8" {
		return d, fmt.Errorf("Content-Type %q", ct)
	}
	var v map[string]any
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&v); err != nil || dec.More() {
		return d, fmt.Errorf("not one JSON object: %v: %.200s", err, body)
	}
	if c.code != "" {
		e, ok := v["error"].(map[string]any)
		if !ok || len(v) != 1 || e["code"] != c.code || e["status"] != float64(c.status) ||
			e["message"] == "" {
			return d, fmt.Errorf("want the error %q: %.200s", c.code, body)
		}
		return d, nil
	}
	if _, ok := v["error"]; ok || !c.check(v) {
		return d, fmt.Errorf("unexpected answer %.200s", body)
	}
	return d, nil
}

// checkGoroutines waits a while for the goroutines to come back to n, the
// number before the test, and fails the test with their stacks if they
// do not.
func checkGoroutines(t *testing.T, n int) {
	t.Helper()
	for range 100 {
		if runtime.NumGoroutine() <= n {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	t.Errorf("%d goroutines after the test, %d before:\n%s", runtime.NumGoroutine(), n, buf)
}

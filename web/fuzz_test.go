package web_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/sudokugo/sudoku/web"
)

// FuzzAPI sends any body to each endpoint. Every answer must be one JSON
// object with a status the API documents, never 500; an error must carry
// its status and code, and a success no error.
func FuzzAPI(f *testing.F) {
	for _, c := range loadCases() {
		if c.method == "" && len(c.body) < 1000 {
			f.Add(uint8(0), c.body)
		}
	}
	for _, b := range []string{
		`{"level":"extreme","symmetry":"rot90","seed":1}`,
		`{"rules":{"thermos":[["r1c1","r1c2","r1c3"]]},"layouts":["arrow"],"seed":2}`,
		`{"puzzle":"` + easy + `","limit":3}`,
		`{"puzzle":"` + easy + `","rules":{"regions":"` + strings.Repeat("1", 81) + `"}}`,
		`{"puzzle":"` + easy + `","entries":"` + easySol + `","marks":null}`,
	} {
		for ep := range 6 {
			f.Add(uint8(ep), b)
		}
	}
	h := web.New(web.Options{Timeout: 200 * time.Millisecond, MaxNodes: 100_000,
		MaxTries: 5, MaxBodyBytes: 4 << 10})
	paths := []string{"generate", "rate", "solve", "count", "hint", "check"}
	f.Fuzz(func(t *testing.T, ep uint8, body string) {
		path := "/api/" + paths[int(ep)%len(paths)]
		req := httptest.NewRequest(http.MethodPost, path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		switch rec.Code {
		case 200, 400, 413, 422, 503:
		default:
			t.Fatalf("POST %s %q: status %d: %s", path, body, rec.Code, rec.Body)
		}
		var v map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
			t.Fatalf("POST %s %q: %v in %q", path, body, err, rec.Body)
		}
		e, isErr := v["error"].(map[string]any)
		if (rec.Code != 200) != isErr {
			t.Fatalf("POST %s %q: status %d with %s", path, body, rec.Code, rec.Body)
		}
		if isErr && (e["status"] != float64(rec.Code) || e["code"] == "" || e["message"] == "") {
			t.Fatalf("POST %s %q: error %v", path, body, e)
		}
	})
}

package web_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku/web"
)

// BenchmarkHandler measures one request of each kind through the
// handler, without the network: the cost of the work and of reading and
// writing JSON.
func BenchmarkHandler(b *testing.B) {
	h := web.New(web.Options{})
	position := loadCases()[0].body
	for _, bc := range []struct{ name, path, body string }{
		{"hint", "/api/hint", position},
		{"hint-start", "/api/hint", `{"puzzle":"` + easy + `"}`},
		{"check", "/api/check", position},
		{"rate", "/api/rate", `{"puzzle":"` + easy + `"}`},
		{"solve", "/api/solve", `{"puzzle":"` + easy + `"}`},
		{"generate-easy", "/api/generate", `{"level":"easy","seed":1}`},
		{"bad-json", "/api/hint", `{"puzzle":`},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				req := httptest.NewRequest(http.MethodPost, bc.path, strings.NewReader(bc.body))
				req.Header.Set("Content-Type", "application/json")
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				if rec.Code >= 500 {
					b.Fatalf("status %d: %s", rec.Code, rec.Body)
				}
			}
		})
	}
}

package web_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/sudokugo/sudoku/web"
)

// TestSeveralInTime checks that a grade or a hint of a puzzle with several
// solutions answers with the code "not-unique" within a time bound far
// below what grading it would take: the handler proves uniqueness with a
// bounded search before it grades or hints (rating the empty grid took
// the better part of a second before Rate counted first; the handler's
// own check made the bound hold even then).
func TestSeveralInTime(t *testing.T) {
	h := web.New(web.Options{Timeout: 50 * time.Millisecond})
	puzzles := []string{
		strings.Repeat(".", 81),
		// The first magictour puzzle of the samples, less its first clue.
		"....3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
	}
	for _, p := range puzzles {
		for _, path := range []string{"/api/rate", "/api/hint"} {
			status, v := post(t, h, path, `{"puzzle":"`+p+`"}`)
			if status != http.StatusUnprocessableEntity || apiError(v)["code"] != "not-unique" {
				t.Errorf("%s %s: status %d, %v; want 422 and code not-unique", path, p, status, v)
			}
		}
	}
}

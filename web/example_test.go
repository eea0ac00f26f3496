package web_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/sudokugo/sudoku/web"
)

// The handler mounted under a prefix of the program's own mux, asked for
// to rate a puzzle by an API client.
func Example() {
	mux := http.NewServeMux()
	mux.Handle("/sudoku/", http.StripPrefix("/sudoku", web.New(web.Options{})))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	body := `{"puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"}`
	resp, err := http.Post(srv.URL+"/sudoku/api/rate", "application/json", strings.NewReader(body))
	if err != nil {
		fmt.Println(err)
		return
	}
	defer resp.Body.Close()
	answer, _ := io.ReadAll(resp.Body)
	fmt.Println(resp.Status)
	fmt.Print(string(answer))
	// Output:
	// 200 OK
	// {"puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79","rating":1.2,"level":"easy","hardest":"hidden single","steps":51,"pearl":1.2,"diamond":1.2}
}

package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"
)

// TestServe starts the binary's server on a free port, plays the part of
// a browser and an API client, interrupts it, and checks that it stops
// cleanly with status 0.
func TestServe(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("interrupts a process, which Windows does not allow")
	}
	cmd := exec.Command(bin, "serve", "-addr", "127.0.0.1:0")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	lines := bufio.NewScanner(stderr)
	if !lines.Scan() {
		t.Fatalf("no line on standard error: %v", lines.Err())
	}
	first := lines.Text()
	_, url, ok := strings.Cut(first, "http://")
	if !ok {
		t.Fatalf("first line %q names no URL", first)
	}
	url = "http://" + strings.Fields(url)[0]

	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || !bytes.Contains(page, []byte("<title>Sudoku</title>")) {
		t.Errorf("GET /: status %d, page %.80q", resp.StatusCode, page)
	}
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "script-src 'self'") {
		t.Errorf("GET /: Content-Security-Policy %q", csp)
	}

	resp, err = http.Post(url+"api/generate", "application/json",
		strings.NewReader(`{"level":"easy","seed":3}`))
	if err != nil {
		t.Fatal(err)
	}
	var gen struct{ Puzzle, Solution string }
	err = json.NewDecoder(resp.Body).Decode(&gen)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK || len(gen.Puzzle) != 81 {
		t.Errorf("POST api/generate: status %d, %+v, %v", resp.StatusCode, gen, err)
	} else {
		checkSolution(t, gen.Puzzle, gen.Solution)
	}

	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	var rest []string
	for lines.Scan() {
		rest = append(rest, lines.Text())
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("after an interrupt: %v; standard error: %q", err, rest)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("still running 30s after an interrupt")
	}
	if len(rest) != 1 || !strings.HasSuffix(rest[0], "stopping") {
		t.Errorf("standard error after the interrupt: %q, want one line saying it stops", rest)
	}
}

// TestServeUsage checks the command line mistakes of serve.
func TestServeUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"serve", "extra"}, exitUsage, `unexpected argument "extra"`},
		{[]string{"serve", "-timeout", "0s"}, exitUsage, "-timeout must be above 0"},
		{[]string{"serve", "-addr", "127.0.0.1:99999"}, exitBad, "invalid port"},
	} {
		_, stderr, code := runSudoku(t, "", tc.args...)
		if code != tc.code || !strings.Contains(stderr, tc.want) {
			t.Errorf("sudoku %s: status %d, standard error %q; want %d and %q",
				strings.Join(tc.args, " "), code, stderr, tc.code, tc.want)
		}
	}
}

package main

import (
	"bufio"
	"os/exec"
	"syscall"
	"testing"
)

// TestStreamMemory pipes 24 MB of puzzles through solve and checks that
// the command's peak memory stays well below that: it streams, holding
// neither the input nor the output. Linux reports the peak in rusage.
func TestStreamMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("pipes 24 MB through the command")
	}
	// A solution with one blank solves at once, so the test spends its
	// time on reading and writing.
	const solution = "468973215953214687712856439124537896876492153539168724285649371341785962697321548"
	line := []byte("." + solution[1:] + "\n")
	const lines = 300_000

	cmd := exec.Command(bin, "solve")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		w := bufio.NewWriter(in)
		for range lines {
			w.Write(line)
		}
		w.Flush()
		in.Close()
	}()
	n, last := 0, ""
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		n++
		last = sc.Text()
	}
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if n != lines || last != solution {
		t.Fatalf("%d lines out, the last %q; want %d, %q", n, last, lines, solution)
	}
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	peak := ru.Maxrss << 10 // Linux gives kilobytes
	const most = 16 << 20
	if peak > most {
		t.Errorf("peak memory %d MB, want at most %d MB", peak>>20, most>>20)
	}
	t.Logf("peak memory %.1f MB for %d MB of input", float64(peak)/(1<<20), lines*len(line)>>20)
}

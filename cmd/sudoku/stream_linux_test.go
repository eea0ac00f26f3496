package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"testing"
	"time"
)

// TestStreamMemory pipes 24 MB of puzzles through solve and checks that
// the command's peak memory stays well below that: it streams, holding
// neither the input nor the output, with the default workers and with
// the most that -workers allows, which must not widen the window of
// puzzles in flight.
//
// The peak is the VmHWM line of /proc/PID/status, read while the command
// runs. The rusage of the finished process would not do: Go starts a
// command with vfork, and Linux counts the parent's memory at the exec in
// the child's peak, so the figure would be the test's own (large under
// -race), not the command's.
func TestStreamMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("pipes 24 MB through the command")
	}
	for _, workers := range []int{0, maxWorkers} {
		t.Run(fmt.Sprintf("workers=%d", workers), func(t *testing.T) {
			streamMemory(t, "solve", "-workers", strconv.Itoa(workers))
		})
	}
}

// streamMemory runs the command with args on 300,000 puzzles, checks its
// output, and fails t if its peak memory passes 16 MB.
func streamMemory(t *testing.T, args ...string) {
	t.Helper()
	// A solution with one blank solves at once, so the test spends its
	// time on reading and writing.
	const solution = "468973215953214687712856439124537896876492153539168724285649371341785962697321548"
	line := []byte("." + solution[1:] + "\n")
	const lines = 300_000

	cmd := exec.Command(bin, args...)
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
	var peak int64
	stop := make(chan struct{})
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		tick := time.NewTicker(10 * time.Millisecond)
		defer tick.Stop()
		for {
			if hwm, ok := highWater(cmd.Process.Pid); ok {
				peak = max(peak, hwm)
			}
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
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
	close(stop)
	<-watched
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	if n != lines || last != solution {
		t.Fatalf("%d lines out, the last %q; want %d, %q", n, last, lines, solution)
	}
	if peak == 0 {
		t.Skip("no VmHWM in /proc/PID/status")
	}
	const most = 16 << 20
	if peak > most {
		t.Errorf("peak memory %d MB, want at most %d MB", peak>>20, most>>20)
	}
	t.Logf("peak memory %.1f MB for %d MB of input", float64(peak)/(1<<20), lines*len(line)>>20)
}

// highWater returns the peak resident memory of process pid so far, in
// bytes, from the VmHWM line of its /proc status, and false when that
// cannot be read.
func highWater(pid int) (int64, bool) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, false
	}
	for _, line := range bytes.Split(b, []byte("\n")) {
		rest, ok := bytes.CutPrefix(line, []byte("VmHWM:"))
		if !ok {
			continue
		}
		f := bytes.Fields(rest) // "1234 kB"
		if len(f) != 2 || string(f[1]) != "kB" {
			return 0, false
		}
		kb, err := strconv.ParseInt(string(f[0]), 10, 64)
		return kb << 10, err == nil
	}
	return 0, false
}

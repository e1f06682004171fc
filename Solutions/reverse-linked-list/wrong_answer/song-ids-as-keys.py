# Wrong: takes the "song ids" for unique keys -- it reverses the list of songs and maps each id
# back to its slot with a dictionary, so two slots holding the same song collapse into one.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, head = int(data[0]), int(data[1])
    song = [int(x) for x in data[2::2]][:n]
    nxt = [int(x) for x in data[3::2]][:n]
    slot_of = {song[i]: i for i in range(n)}
    played = []
    cur = head
    while cur != -1:
        played.append(song[cur])
        cur = nxt[cur]
    played.reverse()
    new_next = [-1] * n
    for a, b in zip(played, played[1:]):
        new_next[slot_of[a]] = slot_of[b]
    new_head = slot_of[played[0]] if played else -1
    sys.stdout.write(f"{new_head}\n{' '.join(map(str, new_next))}\n")


main()
